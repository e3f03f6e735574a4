import { describe, expect, it } from "vitest";
import { memoryStore } from "../lib/storage";
import {
  detailErrors,
  fieldOfPath,
  forgetDetails,
  rememberDetails,
  rememberedDetails,
} from "./buyer-details";

const place = {
  sub_district: "คลองเตยเหนือ",
  district: "วัฒนา",
  province: "กรุงเทพมหานคร",
  postal_code: "10110",
};

describe("the buyer's details at checkout", () => {
  it("names every field that is wrong, with the server's messages", () => {
    expect(detailErrors({ name: " ", phone: "", line: "", place: null })).toEqual({
      name: "storefront.validation.nameRequired",
      phone: "address.phoneRequired",
      line: "address.lineRequired",
      place: "address.subDistrictRequired",
    });
    expect(detailErrors({ name: "Somsri", phone: "02-123-4567", line: "99/1", place })).toEqual({
      phone: "address.phoneInvalid",
    });
    expect(detailErrors({ name: "Somsri", phone: "+66 89 876 5432", line: "99/1", place })).toEqual({});
  });

  it("are remembered on the device for the next order until cleared", () => {
    const store = memoryStore();
    expect(rememberedDetails(store)).toBeNull();
    rememberDetails({ name: "Somsri", phone: "0898765432", line: "99/1", place }, store);
    expect(rememberedDetails(store)).toEqual({ name: "Somsri", phone: "0898765432", line: "99/1", place });
    forgetDetails(store);
    expect(rememberedDetails(store)).toBeNull();
  });

  it("ignores what it cannot read back", () => {
    expect(rememberedDetails(memoryStore({ storefront_buyer: "{not json" }))).toBeNull();
    expect(rememberedDetails(memoryStore({ storefront_buyer: '{"name":1}' }))).toBeNull();
  });

  it("places the server's refusals on their fields", () => {
    expect(fieldOfPath("buyer_phone")).toBe("phone");
    expect(fieldOfPath("address.postal_code")).toBe("place");
    expect(fieldOfPath("address.line")).toBe("line");
    expect(fieldOfPath("items.0.quantity")).toBeUndefined();
  });
});
