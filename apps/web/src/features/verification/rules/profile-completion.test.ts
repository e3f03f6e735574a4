import { describe, expect, it } from "vitest";
import { completedFieldCount, profileCompletion } from "./profile-completion";

const full = {
  fullName: "Somchai Jaidee",
  idNumber: "1-1017-00230-70-5",
  phone: "0812345678",
  address: "Bang Rak, Bangkok 10500",
  frontImage: "/api/files/a",
  backImage: "/api/files/b",
};

describe("profile completion", () => {
  it("is 0 % with none of the six fields", () => {
    expect(profileCompletion({})).toBe(0);
  });

  it("is 100 % with all six fields", () => {
    expect(profileCompletion(full)).toBe(100);
    expect(completedFieldCount(full)).toBe(6);
  });

  it("rounds the share of filled fields to a whole percentage", () => {
    expect(profileCompletion({ fullName: "A" })).toBe(17); // 16.67
    expect(profileCompletion({ fullName: "A", phone: "1" })).toBe(33); // 33.33
    expect(profileCompletion({ fullName: "A", phone: "1", address: "x", idNumber: "1" })).toBe(67);
  });

  it("does not count blank or missing values", () => {
    expect(profileCompletion({ ...full, phone: "  ", address: null, frontImage: undefined })).toBe(50);
  });
});
