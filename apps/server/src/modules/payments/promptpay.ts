import { formatBaht, type Satang } from "@seller/contract/money";

/**
 * PromptPay QR payloads: EMVCo merchant-presented QR, as Thai banking apps
 * read them. Each field is ID (2 digits), length (2 digits), value; the last
 * field is a CRC16-CCITT over everything before it, "6304" included.
 */
const PROMPTPAY_AID = "A000000677010111";
const THAI_BAHT = "764";

function field(id: string, value: string): string {
  return `${id}${value.length.toString().padStart(2, "0")}${value}`;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF, no reflection), as 4 uppercase hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * A PromptPay id: a Thai mobile number (10 digits starting with 0, or with the
 * 66 country code) or a national id / tax id (13 digits). Undefined otherwise.
 */
export function promptPayTarget(id: string): { tag: "01" | "02"; value: string } | undefined {
  const digits = id.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 13) return { tag: "02", value: digits };
  const mobile = /^0\d{9}$/.test(digits) ? digits.slice(1) : /^66\d{9}$/.test(digits) ? digits.slice(2) : "";
  if (!mobile) return undefined;
  // Mobile numbers travel as 0066 + the number without its leading 0: 13 characters.
  return { tag: "01", value: `0066${mobile}` };
}

/** The payload for a PromptPay id, with the amount when given (a dynamic, one-payment QR). */
export function promptPayPayload(id: string, amount?: Satang): string {
  const target = promptPayTarget(id);
  if (!target) throw new Error("not a PromptPay id");
  const body = [
    field("00", "01"),
    field("01", amount === undefined ? "11" : "12"),
    field("29", field("00", PROMPTPAY_AID) + field(target.tag, target.value)),
    field("58", "TH"),
    field("53", THAI_BAHT),
    amount === undefined ? "" : field("54", formatBaht(amount)),
    "6304",
  ].join("");
  return body + crc16ccitt(body);
}

/** A PromptPay id the payload can be built for; empty or malformed ids mean PromptPay is off. */
export function usablePromptPayId(id: string): string | undefined {
  return id.trim() !== "" && promptPayTarget(id) ? id.trim() : undefined;
}
