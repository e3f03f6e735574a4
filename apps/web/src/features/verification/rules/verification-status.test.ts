import { describe, expect, it } from "vitest";
import {
  canResubmit,
  isVerificationEditable,
  shouldPromptVerification,
  toVerificationStatus,
} from "./verification-status";

describe("verification status mapping", () => {
  it("reads an approved verification as verified", () => {
    expect(toVerificationStatus({ verification_status: "approved" })).toBe("verified");
  });

  it("keeps pending and rejected as they are", () => {
    expect(toVerificationStatus({ verification_status: "pending" })).toBe("pending");
    expect(toVerificationStatus({ verification_status: "rejected" })).toBe("rejected");
  });

  it("reads any other status as unverified", () => {
    expect(toVerificationStatus({ verification_status: "cancelled" })).toBe("unverified");
    expect(toVerificationStatus({ verification_status: "unverified" })).toBe("unverified");
  });

  it("treats a submitted verification without a status as pending", () => {
    expect(toVerificationStatus({ submitted_at: "2026-03-01T10:00:00Z" })).toBe("pending");
  });

  it("treats no record at all (a 404) as unverified", () => {
    expect(toVerificationStatus(null)).toBe("unverified");
    expect(toVerificationStatus(undefined)).toBe("unverified");
    expect(toVerificationStatus({})).toBe("unverified");
  });

  it("falls back to the server's short status when verification_status is missing", () => {
    expect(toVerificationStatus({ status: "verified" })).toBe("verified");
    expect(toVerificationStatus({ status: "rejected" })).toBe("rejected");
  });
});

describe("when the seller may edit the verification form", () => {
  it("lets an unverified seller with nothing submitted edit", () => {
    expect(isVerificationEditable("unverified", null)).toBe(true);
  });

  it("lets a rejected seller correct and send again", () => {
    expect(isVerificationEditable("rejected", "2026-03-01T10:00:00Z")).toBe(true);
    expect(canResubmit("rejected")).toBe(true);
  });

  it("locks the form while pending and once verified", () => {
    expect(isVerificationEditable("pending", "2026-03-01T10:00:00Z")).toBe(false);
    expect(isVerificationEditable("verified", "2026-03-01T10:00:00Z")).toBe(false);
    expect(canResubmit("pending")).toBe(false);
    expect(canResubmit("verified")).toBe(false);
  });

  it("locks an unverified form that was already submitted", () => {
    expect(isVerificationEditable("unverified", "2026-03-01T10:00:00Z")).toBe(false);
  });
});

describe("the profile's unverified badge and verification tile", () => {
  it("show for a seller who has never submitted anything", () => {
    expect(shouldPromptVerification({ isVerified: false, status: "unverified", submittedAt: null })).toBe(
      true,
    );
  });

  it("hide once the seller is verified", () => {
    expect(shouldPromptVerification({ isVerified: true, status: "unverified", submittedAt: null })).toBe(
      false,
    );
    expect(shouldPromptVerification({ isVerified: false, status: "verified", submittedAt: null })).toBe(
      false,
    );
  });

  it("hide while a submission is pending", () => {
    expect(shouldPromptVerification({ isVerified: false, status: "pending", submittedAt: null })).toBe(false);
  });

  it("hide when something was submitted, whatever the status says", () => {
    expect(
      shouldPromptVerification({ isVerified: false, status: "unverified", submittedAt: "2026-03-01" }),
    ).toBe(false);
  });

  it("hide for a rejected verification, which is not unverified", () => {
    expect(shouldPromptVerification({ isVerified: false, status: "rejected", submittedAt: null })).toBe(
      false,
    );
  });
});
