import type { Language } from "@seller/contract/languages";
import type { Announcement, AnnouncementsPage } from "@seller/contract/system";
import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { announcements } from "./tables";

type Localised = string | Partial<Record<Language, string>>;

/** The text in the caller's language, else the Thai one (Thai is the fallback). */
function textIn(text: Localised, language: Language): string {
  if (typeof text === "string") return text.trim();
  return (text[language] ?? text.th ?? Object.values(text)[0] ?? "").trim();
}

function present(row: typeof announcements.$inferSelect, language: Language): Announcement {
  return {
    id: row.id,
    title: textIn(row.title, language),
    message: textIn(row.message, language),
    created_at: row.createdAt.toISOString(),
  };
}

/** Keeps the public record of an announcement to every seller, in the transaction that notifies them. */
export async function recordAnnouncement(
  tx: Queryable,
  text: { title: Localised; message: Localised },
  now = new Date(),
) {
  await tx.insert(announcements).values({ title: text.title, message: text.message, createdAt: now });
}

/** GET /api/system/announcements: newest first. */
export async function listAnnouncements(
  db: Queryable,
  page: { page: number; per_page: number },
  language: Language,
): Promise<AnnouncementsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ value: count() }).from(announcements),
  ]);
  return {
    announcements: rows.map((row) => present(row, language)),
    total: total?.value ?? 0,
    page: page.page,
    per_page: page.per_page,
  };
}

/** GET /api/system/announcements/{id}. */
export async function getAnnouncement(db: Queryable, id: number, language: Language): Promise<Announcement> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "systemDisplay.server.announcementNotFound");
  return present(row, language);
}
