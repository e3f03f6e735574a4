import {
  type BankCard,
  type BankCardStatus,
  bankName,
  currentBankCode,
  maskCardNumber,
} from "@seller/contract/bank-cards";
import { and, eq, like, not, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type FieldCipher, SEALED_PREFIX } from "../../lib/field-encryption";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { hashPassword } from "../../lib/passwords";
import { preparedRead } from "../../lib/prepared";
import { getVerificationSummary } from "../verification/service";
import {
  checkWithdrawPassword,
  hasWithdrawPassword,
  setWithdrawPasswordIfNone,
} from "../withdraw-password/service";
import { bankCards } from "./tables";

export type BankCardRow = typeof bankCards.$inferSelect;

const normalName = (name: string) => name.toLowerCase().replace(/\s+/g, "");

/**
 * Computed on read (DECISIONS.md "Wallet"): verified when the holder name is
 * the verified real name, case and spacing ignored; pending while identity
 * review is pending; unverified otherwise.
 */
export async function cardStatus(
  db: Queryable,
  sellerId: number,
  holderName: string,
): Promise<BankCardStatus> {
  const identity = await getVerificationSummary(db, sellerId);
  if (identity.status === "verified" && identity.realName !== null) {
    return normalName(identity.realName) === normalName(holderName) ? "verified" : "unverified";
  }
  return identity.status === "pending" ? "pending" : "unverified";
}

async function toCard(db: Queryable, row: BankCardRow): Promise<BankCard> {
  return {
    id: row.id,
    // A card saved as TMB or TBANK is a ttb card now (DECISIONS.md "Wallet").
    bank_code: currentBankCode(row.bankCode),
    bank_name: bankName(row.bankCode),
    card_number: row.cardNumberMasked,
    card_holder_name: row.cardHolderName,
    is_default: row.isDefault,
    status: await cardStatus(db, row.sellerId, row.cardHolderName),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCards(db: Queryable, sellerId: number): Promise<BankCard[]> {
  const rows = await db.select().from(bankCards).where(eq(bankCards.sellerId, sellerId));
  return Promise.all(rows.map((row) => toCard(db, row)));
}

/**
 * Before a card is added, outside any transaction: the first card sets the
 * withdrawal password, so its hash is made here (returned); when one exists
 * already (a card was removed), the password given must be that one, checked
 * through the lockout of withdraw-password.ts.
 */
export async function prepareCardPassword(
  db: Queryable,
  sellerId: number,
  withdrawPassword: string,
): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(eq(bankCards.sellerId, sellerId));
  if (existing) throw new AppError("REQUEST_INVALID", "bankCard.onlyOne");
  if (!(await hasWithdrawPassword(db, sellerId))) return hashPassword(withdrawPassword);
  await checkWithdrawPassword(db, sellerId, withdrawPassword);
  return undefined;
}

/**
 * One card per seller: the unique index refuses a second, even two sent at
 * once. Written in the caller's transaction, with the new withdrawal
 * password's hash if prepareCardPassword made one. The number is stored
 * sealed, with its masked form beside it for every screen.
 */
export async function addCard(
  tx: Queryable,
  cipher: FieldCipher,
  sellerId: number,
  input: { bankCode: string; cardNumber: string; holderName: string; newPasswordHash: string | undefined },
): Promise<BankCard> {
  const [inserted] = await tx
    .insert(bankCards)
    .values({
      sellerId,
      bankCode: input.bankCode,
      cardNumber: cipher.seal("card_number", input.cardNumber),
      cardNumberMasked: maskCardNumber(input.cardNumber),
      cardHolderName: input.holderName,
      isDefault: true,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw new AppError("REQUEST_INVALID", "bankCard.onlyOne");
  if (input.newPasswordHash) await setWithdrawPasswordIfNone(tx, sellerId, input.newPasswordHash);
  return toCard(tx, inserted);
}

async function ownCard(db: Queryable, sellerId: number, cardId: number, lock?: "update" | "share") {
  const query = db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.sellerId, sellerId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "bankCard.notFound");
  return row;
}

/** The seller's card by id (404 for anyone else's), to check before asking for the password. */
export async function findOwnCard(db: Queryable, sellerId: number, cardId: number): Promise<BankCard> {
  return toCard(db, await ownCard(db, sellerId, cardId));
}

/** Whether a withdrawal to the card is still pending: the wallet answers (app.ts), as bank cards sit below it. */
export type PendingWithdrawalCheck = (tx: Queryable, cardId: number) => Promise<boolean>;

/**
 * Removes the card, in the caller's transaction; the withdrawal password was
 * checked before it. Refused while a withdrawal to the card is pending: the
 * payout must still know where to go. Returns the card as it was.
 */
export async function deleteCard(
  tx: Queryable,
  sellerId: number,
  cardId: number,
  hasPendingWithdrawal: PendingWithdrawalCheck,
): Promise<BankCard> {
  const row = await ownCard(tx, sellerId, cardId, "update");
  if (await hasPendingWithdrawal(tx, cardId)) {
    throw new AppError("REQUEST_INVALID", "bankCard.pendingWithdrawal");
  }
  const card = await toCard(tx, row);
  await tx.delete(bankCards).where(eq(bankCards.id, cardId));
  return card;
}

/**
 * Writes the seller's notice of a card added or removed, in the change's transaction (spec
 * section 2). The notifications module sits above bank cards (MODULE_LAYERS), so the route
 * hands its writer in.
 */
export type BankCardNotice = (
  tx: Transaction,
  sellerId: number,
  change: "added" | "removed",
  card: BankCard,
) => Promise<unknown>;

/**
 * Adds the seller's card: the withdrawal password is prepared (or checked) first, outside the
 * transaction, then the card and the seller's notice commit together and the notice is published.
 */
export async function addCardNotified(
  db: Database,
  publish: Publish | undefined,
  cipher: FieldCipher,
  sellerId: number,
  input: { bankCode: string; cardNumber: string; holderName: string; withdrawPassword: string },
  notice: BankCardNotice,
): Promise<BankCard> {
  const newPasswordHash = await prepareCardPassword(db, sellerId, input.withdrawPassword);
  return transactionThenPublish(db, publish, async (tx) => {
    const added = await addCard(tx, cipher, sellerId, {
      bankCode: input.bankCode,
      cardNumber: input.cardNumber,
      holderName: input.holderName,
      newPasswordHash,
    });
    await notice(tx, sellerId, "added", added);
    return added;
  });
}

/**
 * Removes the seller's card: 404 for anyone else's before the password is asked, then the
 * password is checked outside the transaction (a wrong guess is counted even though nothing is
 * removed), then the removal and the seller's notice commit together and the notice is published.
 */
export async function removeCardNotified(
  db: Database,
  publish: Publish | undefined,
  sellerId: number,
  cardId: number,
  withdrawPassword: string,
  hasPendingWithdrawal: PendingWithdrawalCheck,
  notice: BankCardNotice,
): Promise<BankCard> {
  await findOwnCard(db, sellerId, cardId);
  await checkWithdrawPassword(db, sellerId, withdrawPassword);
  return transactionThenPublish(db, publish, async (tx) => {
    const removed = await deleteCard(tx, sellerId, cardId, hasPendingWithdrawal);
    await notice(tx, sellerId, "removed", removed);
    return removed;
  });
}

export async function setDefaultCard(db: Database, sellerId: number, cardId: number): Promise<BankCard> {
  const row = await db.transaction(async (tx) => {
    await ownCard(tx, sellerId, cardId, "update");
    await tx.update(bankCards).set({ isDefault: false }).where(eq(bankCards.sellerId, sellerId));
    const [updated] = await tx
      .update(bankCards)
      .set({ isDefault: true })
      .where(eq(bankCards.id, cardId))
      .returning();
    return updated;
  });
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "bankCard.notFound");
  return toCard(db, row);
}

/**
 * The card a withdrawal goes to, share-locked so that it cannot be removed
 * before the withdrawal commits. Absent id: the default card.
 */
export async function cardForWithdrawal(db: Queryable, sellerId: number, cardId: number | undefined) {
  if (cardId !== undefined) {
    const row = await ownCard(db, sellerId, cardId, "share");
    return { row, status: await cardStatus(db, sellerId, row.cardHolderName) };
  }
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.sellerId, sellerId), eq(bankCards.isDefault, true)))
    .for("share");
  if (!row) return undefined;
  return { row, status: await cardStatus(db, sellerId, row.cardHolderName) };
}

/** For the profile: the bank code and the masked number of the default card. */
const defaultCardOf = preparedRead((db) =>
  db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.sellerId, sql.placeholder("sellerId")), eq(bankCards.isDefault, true)))
    .prepare("default_bank_card"),
);

export type BankAccountSummary = { bankCode: string; maskedNumber: string };

export async function bankAccountSummary(
  db: Queryable,
  sellerId: number,
): Promise<BankAccountSummary | null> {
  const [row] = await defaultCardOf(db).execute({ sellerId });
  return row ? { bankCode: row.bankCode, maskedNumber: row.cardNumberMasked } : null;
}

/** bankAccountSummary as a column of the caller's own query (the profile reads everything in one round trip). */
export function bankAccountSummaryColumn(sellerId: SQL): SQL<BankAccountSummary | null> {
  return sql<BankAccountSummary | null>`(select json_build_object('bankCode', ${bankCards.bankCode}, 'maskedNumber', ${bankCards.cardNumberMasked}) from ${bankCards} where ${bankCards.sellerId} = ${sellerId} and ${bankCards.isDefault})`;
}

/** Start-up step: card numbers stored before encryption are sealed (and masked) in place. */
export async function sealPlainCardNumbers(db: Queryable, cipher: FieldCipher): Promise<number> {
  const plain = await db
    .select({ id: bankCards.id, cardNumber: bankCards.cardNumber })
    .from(bankCards)
    .where(not(like(bankCards.cardNumber, `${SEALED_PREFIX}%`)));
  for (const row of plain) {
    await db
      .update(bankCards)
      .set({
        cardNumber: cipher.seal("card_number", row.cardNumber),
        cardNumberMasked: maskCardNumber(row.cardNumber),
      })
      .where(eq(bankCards.id, row.id));
  }
  return plain.length;
}
