import sharp from "sharp";
import type { Database } from "../../db/client";
import type { FieldCipher } from "../../lib/field-encryption";
import { demoProductIds } from "../catalogue/demo-writes";
import { storeUpload } from "../files/service";
import type { FileStore } from "../files/storage";
import type { Payments } from "../payments/context";
import { simulate } from "../payments/service";
import { sellerIdByAccount } from "../sellers/directory";
import { listProductsInStore } from "../store/listings";
import { updateStoreSetting } from "../store/settings";
import { decideVerification } from "../verification/review";
import { isSellerVerified } from "../verification/service";
import { submitVerification } from "../verification/submit";
import { payDeposit } from "../wallet/deposit-service";
import { createRecharge } from "../wallet/recharge-service";
import { type WalletContext, walletContext } from "../wallet/settings";
import { hasSecurityDeposit } from "../wallet/summary";
import { DEMO_SELLER } from "./seed";

/** A Thai ID number with a valid check digit, for the demo seller only (the seller is marked virtual). */
const DEMO_ID_NUMBER = "1101700207030";
const DEMO_STORE_PRODUCTS = 12;

/** A drawn card that says DEMO on both sides: no real person's document. */
function demoCard(side: "front" | "back"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="24" fill="#e8eef8"/>
    <text x="320" y="190" font-size="64" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#7a8aa6">DEMO</text>
    <text x="320" y="250" font-size="28" font-family="sans-serif" text-anchor="middle" fill="#7a8aa6">${side} · not a real ID card</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo seller's store (DEMO=1), so that `npm start` has a shop a buyer can
 * order from at /s/demo: the seller's demo identity is submitted and approved
 * without an operator (no operator decided it: reviewed by nobody), a 10,000 baht
 * top-up is paid through the sandbox (marked sandbox, never withdrawable), the
 * security deposit is paid from it, and 12 demo products are listed. Every step
 * goes through the modules' own rules. Runs once: a seller with a deposit is left alone.
 */
export async function seedDemoStore(
  db: Database,
  deps: { files: FileStore; cipher: FieldCipher; payments: Payments; promptPayId?: string | undefined },
): Promise<boolean> {
  if (deps.payments.adapter.name !== "sandbox") return false;
  const sellerId = await sellerIdByAccount(db, DEMO_SELLER.account);
  if (sellerId === undefined || (await hasSecurityDeposit(db, sellerId))) return false;

  if (!(await isSellerVerified(db, sellerId))) {
    const [front, back] = await Promise.all(
      (["front", "back"] as const).map(async (side) =>
        storeUpload(db, deps.files, {
          sellerId,
          purpose: side === "front" ? "id_card_front" : "id_card_back",
          fileName: `demo-id-${side}.png`,
          bytes: await demoCard(side),
        }),
      ),
    );
    if (!front || !back) throw new Error("demo identity images were not stored");
    const submitted = await submitVerification(db, deps.cipher, sellerId, {
      real_name: "Demo Seller",
      id_card_number: DEMO_ID_NUMBER,
      id_card_front_url: front.uuid,
      id_card_back_url: back.uuid,
    });
    await db.transaction((tx) =>
      decideVerification(tx, { id: submitted.id, operatorId: null, decision: "approved" }),
    );
  }

  const context: WalletContext = walletContext({
    payments: deps.payments,
    promptPayId: deps.promptPayId,
  });
  await db.transaction(async (tx) => {
    const topUp = await createRecharge(tx, context, sellerId, { amount: 1_000_000n, method: "promptpay" });
    await simulate(tx, deps.payments, topUp.recharge.payment.id ?? 0, "paid");
    await payDeposit(tx, sellerId);
    await listProductsInStore(tx, sellerId, await demoProductIds(tx, DEMO_STORE_PRODUCTS));
  });
  await updateStoreSetting(db, sellerId, {
    store_name: "ร้านเดโม่ · Demo Shop",
    // Read by buyers on the storefront: what they can do here and that no money moves, no developer words.
    store_description: "ร้านตัวอย่าง: เลือกสินค้า ใส่ตะกร้า และลองสั่งซื้อได้ตามปกติ การชำระเงินเป็นแบบจำลอง ไม่มีการตัดเงินจริง",
    contact_phone: "0812345678",
    business_hours: "09:00-20:00",
    announcement: "ร้านทดลอง: ชำระเงินด้วยปุ่มจำลองบนหน้าคำสั่งซื้อ",
    theme_color: "#e83e8c",
    slug: "demo",
  });
  return true;
}
