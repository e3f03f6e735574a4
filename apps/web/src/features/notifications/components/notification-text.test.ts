import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { notificationText } from "./notification-text";

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe("notificationText", () => {
  it("shows the server's title and message for a known type", () => {
    expect(notificationText({ type: "withdraw", title: "Withdrawal paid", message: "Paid" }, t)).toEqual({
      title: "Withdrawal paid",
      message: "Paid",
    });
  });

  it("shows the default title and message for a type this app does not know", () => {
    expect(notificationText({ type: "flash_sale", title: "Sale", message: "50% off" }, t)).toEqual({
      title: "<notificationCentre.defaultTitle>",
      message: "<notificationCentre.defaultMessage>",
    });
  });

  it("fills an empty text with the default one", () => {
    expect(notificationText({ type: "system", title: "", message: "" }, t).title).toBe(
      "<notificationCentre.defaultTitle>",
    );
  });
});
