import type { Language } from "@seller/contract/languages";
import type { AdminHelpEntry, HelpEntry } from "@seller/contract/support";
import { asc, eq } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { helpEntries, type Texts } from "./tables";

type Row = typeof helpEntries.$inferSelect;
export type HelpEntryInput = { title: Texts; body: Texts; position?: number | undefined };

const notFound = () => new AppError("REQUEST_NOT_FOUND", "support.help.notFound");
const order = [asc(helpEntries.position), asc(helpEntries.id)] as const;

function toAdmin(row: Row): AdminHelpEntry {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by_operator_id: row.updatedByOperatorId,
  };
}

/** The help centre in the reader's language; an entry missing in it falls back to Thai. */
export async function helpCenter(db: Queryable, language: Language): Promise<HelpEntry[]> {
  const rows = await db
    .select()
    .from(helpEntries)
    .orderBy(...order);
  return rows.map((row) => ({
    id: row.id,
    title: row.title[language] || row.title.th,
    body: row.body[language] || row.body.th,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function listHelpEntries(db: Queryable): Promise<AdminHelpEntry[]> {
  return (
    await db
      .select()
      .from(helpEntries)
      .orderBy(...order)
  ).map(toAdmin);
}

export async function createHelpEntry(
  db: Queryable,
  input: HelpEntryInput,
  operatorId: number | null,
): Promise<AdminHelpEntry> {
  const [row] = await db
    .insert(helpEntries)
    .values({
      title: input.title,
      body: input.body,
      position: input.position ?? 0,
      updatedByOperatorId: operatorId,
    })
    .returning();
  if (!row) throw new Error("help entry insert returned no row");
  return toAdmin(row);
}

export async function updateHelpEntry(
  db: Queryable,
  id: number,
  input: HelpEntryInput,
  operatorId: number,
): Promise<AdminHelpEntry> {
  const [row] = await db
    .update(helpEntries)
    .set({
      title: input.title,
      body: input.body,
      ...(input.position !== undefined ? { position: input.position } : {}),
      updatedAt: new Date(),
      updatedByOperatorId: operatorId,
    })
    .where(eq(helpEntries.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdmin(row);
}

export async function deleteHelpEntry(db: Queryable, id: number): Promise<void> {
  const deleted = await db
    .delete(helpEntries)
    .where(eq(helpEntries.id, id))
    .returning({ id: helpEntries.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * An operator's writes to the help centre: each is audit-logged in the
 * transaction that makes it, so no change goes unrecorded.
 */
export function createHelpEntryAsOperator(
  db: Database,
  operator: OperatorContext,
  input: HelpEntryInput,
): Promise<AdminHelpEntry> {
  return db.transaction(async (tx) => {
    const created = await createHelpEntry(tx, input, operator.operatorId);
    await recordOperatorAct(tx, operator, {
      act: "help_entry.create",
      target: { type: "help_entry", id: created.id },
      details: { title: input.title },
    });
    return created;
  });
}

export function updateHelpEntryAsOperator(
  db: Database,
  operator: OperatorContext,
  id: number,
  input: HelpEntryInput,
): Promise<AdminHelpEntry> {
  return db.transaction(async (tx) => {
    const updated = await updateHelpEntry(tx, id, input, operator.operatorId);
    await recordOperatorAct(tx, operator, {
      act: "help_entry.update",
      target: { type: "help_entry", id },
      details: { title: input.title },
    });
    return updated;
  });
}

export function deleteHelpEntryAsOperator(
  db: Database,
  operator: OperatorContext,
  id: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteHelpEntry(tx, id);
    await recordOperatorAct(tx, operator, {
      act: "help_entry.delete",
      target: { type: "help_entry", id },
    });
  });
}

export async function hasHelpEntries(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ id: helpEntries.id }).from(helpEntries).limit(1);
  return row !== undefined;
}
