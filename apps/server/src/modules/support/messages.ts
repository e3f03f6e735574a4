import type { Language } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import type {
  SupportConversation,
  SupportMessage,
  SupportMessageReceipt,
  SupportMessageStatus,
  SupportMessages,
  SupportMessagesQuery,
} from "@seller/contract/support";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import type { Limit } from "../../lib/rate-limits";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { takeAttempt } from "../auth/attempt-counter";
import { notify } from "../notifications/notify";
import { getSellerAccounts } from "../sellers/directory";
import { supportMessages } from "./tables";

/** Kept for the operators; a seller may send a few an hour (contactSupportPerSeller). */
export async function contactSupport(
  db: Queryable,
  input: { sellerId: number; message: string; language: Language },
  limit: Limit,
  now = new Date(),
): Promise<SupportMessageReceipt> {
  if (!(await takeAttempt(db, `contact-support:${input.sellerId}`, limit, now)))
    throw new AppError("REQUEST_RATE_LIMIT", "support.contact.tooMany");
  const [row] = await db
    .insert(supportMessages)
    .values({ sellerId: input.sellerId, message: input.message, language: input.language, createdAt: now })
    .returning();
  if (!row) throw new Error("support message insert returned no row");
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/**
 * A signed-out seller's message from the forgot-password dialog (DECISIONS.md
 * "Account and session"): it joins the operators' inbox with the account name
 * and phone the writer gave; nothing is looked up, so nothing is told about
 * the account. A few an hour per address (forgotMessagePerAddress).
 */
export async function contactSupportSignedOut(
  db: Queryable,
  input: { account: string; phone: string; message: string; language: Language; address: string },
  limit: Limit,
  now = new Date(),
): Promise<SupportMessageReceipt> {
  if (!(await takeAttempt(db, `forgot-message:${input.address}`, limit, now)))
    throw new AppError("REQUEST_RATE_LIMIT", "support.forgot.tooMany");
  const [row] = await db
    .insert(supportMessages)
    .values({
      sellerId: null,
      contactAccount: input.account,
      contactPhone: input.phone,
      message: input.message,
      language: input.language,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("support message insert returned no row");
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

type Row = typeof supportMessages.$inferSelect;

/** The inbox row: a seller's account, or the name a signed-out writer gave. */
const present = (row: Row, accounts: Map<number, string>): SupportMessage => ({
  id: row.id,
  seller_id: row.sellerId,
  seller_account: row.sellerId === null ? (row.contactAccount ?? "") : (accounts.get(row.sellerId) ?? ""),
  contact_phone: row.contactPhone,
  message: row.message,
  language: row.language,
  created_at: row.createdAt.toISOString(),
  ...answered(row),
});

const sellerIdsOf = (rows: Row[]) =>
  [...new Set(rows.map((row) => row.sellerId))].filter((id): id is number => id !== null);

const statusOf = (row: Row): SupportMessageStatus => (row.answer === null ? "open" : "answered");
const answered = (row: Row) => ({
  status: statusOf(row),
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
});

const whereStatus = (status: SupportMessagesQuery["status"]) =>
  status === "open"
    ? isNull(supportMessages.answer)
    : status === "answered"
      ? isNotNull(supportMessages.answer)
      : undefined;

/**
 * The operators' inbox, newest first, with the seller's account. Open messages
 * (not yet answered) are the default view (DECISIONS.md "Operator console").
 */
export async function listSupportMessages(
  db: Queryable,
  query: { page: number; per_page: number; status: SupportMessagesQuery["status"] },
): Promise<SupportMessages> {
  const where = whereStatus(query.status);
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(supportMessages).where(where);
  const [open] = await db.select({ n: count() }).from(supportMessages).where(isNull(supportMessages.answer));
  const accounts = await getSellerAccounts(db, sellerIdsOf(rows));
  return {
    items: rows.map((row) => present(row, accounts)),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    open_count: open?.n ?? 0,
  };
}

/** The notification's message: the answer, shortened for the list (the help centre shows it whole). */
const NOTIFICATION_ANSWER_LENGTH = 300;

/**
 * An operator answers an open message, once: a second answer (another operator,
 * or the same one twice) is refused and changes nothing. The seller is told in
 * a notification, in their language, in the same transaction.
 */
export async function answerSupportMessage(
  tx: Transaction,
  input: { id: number; answer: string; operatorId: number },
  now = new Date(),
): Promise<{ sellerId: number | null; message: SupportMessage }> {
  const [row] = await tx
    .update(supportMessages)
    .set({ answer: input.answer, answeredAt: now, answeredByOperatorId: input.operatorId })
    .where(and(eq(supportMessages.id, input.id), isNull(supportMessages.answer)))
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(eq(supportMessages.id, input.id));
    if (!existing) throw new AppError("REQUEST_NOT_FOUND", "support.answer.notFound");
    throw new AppError("REQUEST_INVALID", "support.answer.alreadyAnswered");
  }
  const short =
    input.answer.length > NOTIFICATION_ANSWER_LENGTH
      ? `${input.answer.slice(0, NOTIFICATION_ANSWER_LENGTH - 1)}…`
      : input.answer;
  // A signed-out writer has no account to notify: the operator calls back on the phone they gave.
  if (row.sellerId === null) return { sellerId: null, message: present(row, new Map()) };
  await notify(
    tx,
    row.sellerId,
    "system",
    (language) => ({
      title: translate(language, "support.answer.notificationTitle"),
      message: short,
      data: {
        system_type: "support_answer",
        support_message_id: row.id,
        answered_at: now.toISOString(),
      },
    }),
    { always: true },
  );
  const accounts = await getSellerAccounts(tx, [row.sellerId]);
  return { sellerId: row.sellerId, message: present(row, accounts) };
}

/**
 * An operator's answer: the answer, the seller's notification and the audit
 * record commit together; the notification is published after the commit.
 */
export async function answerSupportMessageAsOperator(
  db: Database,
  publish: Publish | undefined,
  operator: OperatorContext,
  input: { id: number; answer: string },
): Promise<SupportMessage> {
  const { message } = await transactionThenPublish(db, publish, async (tx) => {
    const done = await answerSupportMessage(tx, { ...input, operatorId: operator.operatorId });
    await recordOperatorAct(tx, operator, {
      act: "support_message.answer",
      target: { type: "support_message", id: input.id },
      details: { seller_id: done.sellerId },
    });
    return done;
  });
  return message;
}

/** The seller's own messages and the answers (the help centre's conversation), newest first. */
export async function sellerConversation(
  db: Queryable,
  sellerId: number,
  query: { page: number; per_page: number },
): Promise<SupportConversation> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.sellerId, sellerId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(eq(supportMessages.sellerId, sellerId));
  return {
    items: rows.map((row) => ({
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      ...answered(row),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
