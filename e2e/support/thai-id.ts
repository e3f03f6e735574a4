import { withThaiIdCheckDigit } from "@seller/contract/id-number";

/** A Thai national ID with a right check digit, different on every call (each test seller needs its own). */
export function freshThaiIdNumber(): string {
  const time = String(Date.now()).slice(-8);
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return withThaiIdCheckDigit(`1${time}${random}`);
}
