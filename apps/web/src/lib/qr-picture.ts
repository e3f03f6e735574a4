/*
 * A payment QR as a picture the payer keeps (DECISIONS "Payments": a phone
 * cannot scan its own screen, and Thai banking apps pay from a saved QR): the
 * QR with the amount, the reference and the payee, drawn on a canvas in the
 * browser. The QR library is the one the screens already draw with, loaded on
 * demand so the storefront's first bundle does not grow.
 */

/** EMVCo fields: two-digit id, two-digit length, value. */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = 0;
  while (at + 4 <= payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) break;
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

/**
 * Who the QR pays, as the banking app will show it before the payer confirms:
 * the merchant's name when the QR carries one, and the PromptPay id (a mobile
 * number or a 13-digit tax id) it is addressed to. Empty when it has neither.
 */
export function payeeOf(payload: string): string {
  const top = fields(payload);
  const name = top.get("59")?.trim() ?? "";
  const promptPay = fields(top.get("29") ?? "");
  const mobile = promptPay.get("01");
  const taxId = promptPay.get("02");
  const wallet = promptPay.get("03");
  let id = "";
  if (mobile && /^0066\d{9}$/.test(mobile)) {
    const local = `0${mobile.slice(4)}`;
    id = `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
  } else if (taxId && /^\d{13}$/.test(taxId)) {
    id = `${taxId[0]}-${taxId.slice(1, 5)}-${taxId.slice(5, 10)}-${taxId.slice(10, 12)}-${taxId[12]}`;
  } else if (wallet) {
    id = wallet;
  }
  return [name, id ? `PromptPay ${id}` : ""].filter(Boolean).join(" · ");
}

/** "promptpay-R00000123-250.00-THB.png": the reference finds the payment, the amount tells the files apart. */
export function qrPictureName(reference: string, baht: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]/g, "") || "payment";
  return `promptpay-${safe}-${baht.replace(/[^0-9.]/g, "")}-THB.png`;
}

export type QrPictureTexts = {
  amount: string;
  /** Lines under the QR, label and value. */
  rows: { label: string; value: string }[];
  note: string;
};

const WIDTH = 720;
const PAD = 48;
const QR_SIZE = 480;
const FONT = "system-ui, -apple-system, 'Noto Sans Thai', 'Noto Sans', sans-serif";

/** The largest font size up to `size` at which `text` fits `width`. */
function fit(context: CanvasRenderingContext2D, text: string, weight: number, size: number, width: number) {
  let current = size;
  for (; current > 14; current -= 2) {
    context.font = `${weight} ${current}px ${FONT}`;
    if (context.measureText(text).width <= width) break;
  }
  return current;
}

/** The picture as a PNG. */
export async function drawQrPicture(payload: string, texts: QrPictureTexts): Promise<Blob> {
  const QRCode = await import("qrcode");
  const code = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const rowsHeight = texts.rows.length * 76;
  const height = 96 + 28 + 72 + 24 + QR_SIZE + 32 + rowsHeight + 64 + PAD;
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, WIDTH, height);
  context.textAlign = "center";
  context.textBaseline = "middle";

  // The PromptPay band the banking apps' own QR pictures carry.
  context.fillStyle = "#113566";
  context.fillRect(0, 0, WIDTH, 96);
  context.fillStyle = "#ffffff";
  context.font = `700 40px ${FONT}`;
  context.fillText("PromptPay", WIDTH / 2, 48);

  let y = 96 + 28 + 36;
  context.fillStyle = "#0056c7";
  fit(context, texts.amount, 700, 60, WIDTH - 2 * PAD);
  context.fillText(texts.amount, WIDTH / 2, y);
  y += 36 + 24;

  // The modules with the quiet zone of four the standard asks for.
  const quiet = 4;
  const cell = Math.floor(QR_SIZE / (code.modules.size + 2 * quiet));
  const drawn = cell * (code.modules.size + 2 * quiet);
  const left = Math.round((WIDTH - drawn) / 2);
  const top = y + Math.round((QR_SIZE - drawn) / 2);
  context.fillStyle = "#000000";
  for (let row = 0; row < code.modules.size; row++) {
    for (let column = 0; column < code.modules.size; column++) {
      if (code.modules.get(row, column))
        context.fillRect(left + (column + quiet) * cell, top + (row + quiet) * cell, cell, cell);
    }
  }
  y += QR_SIZE + 32;

  for (const { label, value } of texts.rows) {
    context.fillStyle = "#5c6470";
    context.font = `400 24px ${FONT}`;
    context.fillText(label, WIDTH / 2, y + 12);
    context.fillStyle = "#111111";
    fit(context, value, 600, 32, WIDTH - 2 * PAD);
    context.fillText(value, WIDTH / 2, y + 48);
    y += 76;
  }
  context.fillStyle = "#5c6470";
  fit(context, texts.note, 400, 22, WIDTH - 2 * PAD);
  context.fillText(texts.note, WIDTH / 2, y + 32);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"),
  );
}
