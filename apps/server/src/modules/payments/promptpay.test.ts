import { describe, expect, it } from "vitest";
import { crc16ccitt, promptPayPayload, promptPayTarget } from "./promptpay";

/** An independent, table-driven CRC16-CCITT, to check the bitwise one against. */
function tableCrc(text: string): number {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
    return c & 0xffff;
  });
  let crc = 0xffff;
  for (const ch of text) crc = ((crc << 8) ^ (table[((crc >> 8) ^ ch.charCodeAt(0)) & 0xff] ?? 0)) & 0xffff;
  return crc;
}

describe("PromptPay payload", () => {
  it("computes CRC16-CCITT as the standard check value for 123456789 (0x29B1)", () => {
    expect(crc16ccitt("123456789")).toBe("29B1");
  });

  it("builds the widely published payload for mobile 000-000-0000 without an amount (CRC 8956)", () => {
    // The example of the promptpay-qr library's README, used by Thai developers as the reference.
    const body = "00020101021129370016A000000677010111011300660000000005802TH53037646304";
    expect(promptPayPayload("000-000-0000")).toBe(`${body}8956`);
    expect(tableCrc(body).toString(16).toUpperCase()).toBe("8956");
  });

  it("builds the payload for mobile 081-234-5678 without an amount", () => {
    const body = "00020101021129370016A000000677010111011300668123456785802TH53037646304";
    expect(promptPayPayload("0812345678")).toBe(`${body}5D82`);
  });

  it("adds the amount and marks the code for one payment when an amount is given", () => {
    const payload = promptPayPayload("081-234-5678", 500_000n);
    const body =
      "000201" +
      "010212" +
      "2937" +
      "0016A000000677010111" +
      "01130066812345678" +
      "5802TH" +
      "5303764" +
      "54075000.00" +
      "6304";
    expect(payload).toBe(body + tableCrc(body).toString(16).toUpperCase().padStart(4, "0"));
  });

  it("takes a 13-digit national id or tax id as tag 02", () => {
    expect(promptPayTarget("1234567890123")).toEqual({ tag: "02", value: "1234567890123" });
    expect(promptPayPayload("1234567890123", 100n)).toContain("29370016A0000006770101110213");
    expect(promptPayPayload("1234567890123", 100n)).toContain("54041.00");
  });

  it("reads +66 mobile numbers and refuses anything else", () => {
    expect(promptPayTarget("66812345678")).toEqual({ tag: "01", value: "0066812345678" });
    expect(promptPayTarget("12345")).toBeUndefined();
    expect(promptPayTarget("08123x5678")).toBeUndefined();
    expect(() => promptPayPayload("")).toThrow();
  });
});
