// @vitest-environment jsdom
import { withThaiIdCheckDigit } from "@seller/contract/id-number";
import type { Verification } from "@seller/contract/verification";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import * as form from "../../../../test/form-harness";
import { VerificationForm } from "./verification-form";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));
vi.mock("../../../lib/api-client", () => import("../../../../test/api-client-stand-in"));

const FRONT = "/api/files/0b5e3a52-6f0c-4c8e-9d0e-2f6a1c7b9e01";
const BACK = "/api/files/7d2c9f14-3b8a-4e61-a5c2-9e4f0d8b6a12";
const VALID_THAI_ID = withThaiIdCheckDigit("110170012345");

/** A rejected submission: its photos are kept and its number comes back masked (spec section 4). */
const REJECTED: Verification = {
  id: 4,
  verification_status: "rejected",
  status: "rejected",
  real_name: "Somchai Jaidee",
  id_card_number: "1********2345",
  id_card_front_url: FRONT,
  id_card_back_url: BACK,
  submitted_at: "2026-11-20T03:00:00.000Z",
  reviewed_at: "2026-11-21T03:00:00.000Z",
  reject_reason: "The photo is blurred",
};

const UPLOADS = { track: () => undefined, forget: () => undefined, forgetAll: () => undefined };

function openForm(verification: Verification | null) {
  form.renderForm(
    <VerificationForm
      status={verification ? "rejected" : "unverified"}
      verification={verification}
      editable
      uploads={UPLOADS}
      onSubmitted={() => undefined}
      onImageError={() => undefined}
    />,
  );
}

/** Opens the rejected submission and types a new ID number in place of the kept one. */
function replaceNumber(idNumber: string) {
  openForm(REJECTED);
  fireEvent.click(screen.getByTestId("verification-id-number-replace"));
  form.type("verification-id-number", idNumber);
  form.submit();
}

/** Spec sections 2 and 4, identity verification: each refusal names its rule and sends nothing. */
describe("the identity-verification form's rules", () => {
  form.setUpFormTests();

  it("resends a rejected submission with its kept photos, leaving the kept number out", async () => {
    openForm(REJECTED);
    form.type("verification-real-name", "Somchai Jaidee-Sriwan");
    form.submit();
    await waitFor(() =>
      expect(form.requestsSent()).toEqual([
        [
          "/sellers/verification",
          {
            method: "POST",
            body: { real_name: "Somchai Jaidee-Sriwan", id_card_front_url: FRONT, id_card_back_url: BACK },
          },
        ],
      ]),
    );
  });

  it("sends a new ID number in place of the kept one", async () => {
    replaceNumber(VALID_THAI_ID);
    await waitFor(() =>
      expect(form.requestsSent()).toMatchObject([
        ["/sellers/verification", { body: { id_card_number: VALID_THAI_ID } }],
      ]),
    );
  });

  it.each([
    ["no ID number", "", "validation.idNumberRequired"],
    [
      "an ID number with a wrong check digit",
      `${VALID_THAI_ID.slice(0, 12)}${(Number(VALID_THAI_ID[12]) + 1) % 10}`,
      "validation.idNumberInvalid",
    ],
    ["an ID number of neither kind", "12345", "validation.idNumberInvalid"],
  ])("refuses %s", async (_case, idNumber, key) => {
    replaceNumber(idNumber);
    await form.expectRefused(form.localeText(key));
  });

  it.each([
    ["no real name", "  ", "validation.realNameRequired"],
    ["a real name over 50 characters", "ส".repeat(51), "validation.realNameTooLong"],
  ])("refuses %s", async (_case, realName, key) => {
    openForm(REJECTED);
    form.type("verification-real-name", realName);
    form.submit();
    await form.expectRefused(form.localeText(key));
  });

  it("refuses a photo taken away to be replaced", async () => {
    openForm(REJECTED);
    fireEvent.click(screen.getByTestId("verification-back-replace"));
    form.submit();
    await form.expectRefused(form.localeText("validation.backImageRequired"));
    expect(screen.getByTestId("verification-incomplete").textContent).toBe(
      form.localeText("verification.incomplete"),
    );
  });

  it("refuses a first submission without the photos", async () => {
    openForm(null);
    form.type("verification-real-name", "Somchai Jaidee");
    form.type("verification-id-number", VALID_THAI_ID);
    form.submit();
    await form.expectRefused(form.localeText("validation.frontImageRequired"));
    expect(screen.getByText(form.localeText("validation.backImageRequired"))).toBeTruthy();
  });
});
