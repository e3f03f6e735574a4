import type { Language } from "@seller/contract/languages";
import type { AnnouncementBody } from "@seller/contract/notification-requests";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { sellerLanguages } from "../sellers/directory";
import { recordAnnouncement } from "../system/announcements";
import { notifyMany } from "./notify";

type Localised = AnnouncementBody["title"];

/** The operator's text in the seller's language, else the Thai one (Thai is the fallback, spec section 1). */
const textIn = (text: Localised, language: Language) =>
  typeof text === "string" ? text.trim() : (text[language] ?? text.th).trim();

/**
 * An operator's announcement (type system) to one seller or to all. Sellers
 * who turned system notifications off are skipped like for any other.
 */
export async function sendAnnouncement(tx: Transaction, body: AnnouncementBody, now = new Date()) {
  if (body.seller_id !== undefined && (await sellerLanguages(tx, [body.seller_id])).size === 0) {
    throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  }
  const targets = body.seller_id === undefined ? undefined : [body.seller_id];
  // One to every seller is also public: GET /api/system/announcements lists it.
  if (targets === undefined) await recordAnnouncement(tx, body, now);
  const written = await notifyMany(tx, targets, "system", (language) => {
    const title = textIn(body.title, language);
    const message = textIn(body.message, language);
    return {
      title,
      message,
      data: {
        system_type: "announcement",
        title,
        message,
        scheduled_time: now.toISOString(),
        duration: null,
      },
    };
  });
  return { sent: written.length };
}

/**
 * An operator's announcement and its audit record in one transaction; the
 * notifications reach the sellers' sockets only after it commits.
 */
export function sendAnnouncementAudited(
  db: Database,
  publish: Publish | undefined,
  operator: OperatorContext,
  body: AnnouncementBody,
): Promise<{ sent: number }> {
  return transactionThenPublish(db, publish, async (tx) => {
    const sent = await sendAnnouncement(tx, body);
    await recordOperatorAct(tx, operator, {
      act: "announcement.send",
      target: { type: body.seller_id ? "seller" : "all_sellers", id: body.seller_id ?? null },
      details: { title: body.title, message: body.message, sent: sent.sent },
    });
    return sent;
  });
}
