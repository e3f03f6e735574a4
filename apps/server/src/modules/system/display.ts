import type { adminSystemBodySchema, DisplayItem, SystemDisplay } from "@seller/contract/system";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { systemSettings } from "./tables";

/** The home's display settings live in one row, so an operator's change is one write. */
const DISPLAY_KEY = "display";

const item = z.object({ image: z.string(), link: z.string().nullable() });
const storedSchema = z.object({
  home_carousel: z.array(item).catch([]),
  home_background: z.string().nullable().catch(null),
  web_logo: z.string().nullable().catch(null),
  profile_bg: z.string().nullable().catch(null),
  coupon_banner: item.nullable().catch(null),
  festival_banner: item.nullable().catch(null),
});

/** Nothing set: an empty carousel (the app shows its 9.9 banner) and the app's own drawn banners. */
export const DEFAULT_DISPLAY: SystemDisplay = {
  home_carousel: [],
  home_background: null,
  web_logo: null,
  profile_bg: null,
  coupon_banner: null,
  festival_banner: null,
};

function parse(value: unknown): SystemDisplay {
  const parsed = storedSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_DISPLAY;
}

/** GET /api/system; a stored value that no longer parses reads as the default, field by field. */
export async function getDisplay(db: Queryable): Promise<SystemDisplay> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, DISPLAY_KEY));
  return parse(row?.value);
}

type DisplayBody = z.output<typeof adminSystemBodySchema>;
const asItem = (value: { image: string; link?: string | null | undefined }): DisplayItem => ({
  image: value.image,
  link: value.link ?? null,
});

/** A picture the catalogue encoded and stored, as the audit record names it. */
type StoredPicture = { hash: string; width: number; height: number };

/**
 * The catalogue's picture store, as the display uses it: the catalogue sits above system
 * (MODULE_LAYERS), so the route hands app.catalogueImages in.
 */
export type DisplayPictures<Stored extends StoredPicture> = {
  /** Whether a url names a picture the catalogue encoded. */
  has(url: string): Promise<boolean>;
  /** Checks, re-encodes and writes an uploaded picture. */
  store(bytes: Buffer): Promise<Stored>;
};

/**
 * PUT /api/admin/system: every picture named must be one the catalogue encoded
 * (no outside image reaches the home); then the change and its audit record
 * commit together.
 */
export async function saveDisplay(
  db: Database,
  pictures: Pick<DisplayPictures<StoredPicture>, "has">,
  operator: OperatorContext,
  body: DisplayBody,
): Promise<SystemDisplay> {
  const named = [
    ...(body.home_carousel ?? []).map((slide) => slide.image),
    ...[body.home_background, body.web_logo, body.profile_bg],
    ...[body.coupon_banner?.image, body.festival_banner?.image],
  ].filter((url): url is string => typeof url === "string");
  for (const url of named) {
    if (!(await pictures.has(url))) {
      throw new AppError("REQUEST_VALIDATION_ERROR", "systemDisplay.validation.imageInvalid");
    }
  }
  return db.transaction((tx) => updateDisplay(tx, operator, body));
}

/**
 * A carousel or banner picture, stored by the catalogue, then its audit record.
 * The picture goes to file storage, not the database, so the record is the one
 * database write: written once the picture is stored, never for a refused one.
 */
export async function uploadDisplayPicture<Stored extends StoredPicture>(
  db: Database,
  pictures: Pick<DisplayPictures<Stored>, "store">,
  operator: OperatorContext,
  bytes: Buffer,
): Promise<Stored> {
  const stored = await pictures.store(bytes);
  await recordOperatorAct(db, operator, {
    act: "system.image.upload",
    target: { type: "system", id: DISPLAY_KEY },
    details: { hash: stored.hash, width: stored.width, height: stored.height },
  });
  return stored;
}

/**
 * The fields given replace the stored ones, with the audit record, in the
 * caller's transaction. The row is locked, so two operators changing
 * different fields at once both keep theirs.
 */
async function updateDisplay(tx: Transaction, operator: OperatorContext, body: DisplayBody) {
  await tx.insert(systemSettings).values({ key: DISPLAY_KEY, value: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, DISPLAY_KEY))
    .for("update");
  const before = parse(row?.value);
  const after: SystemDisplay = {
    ...before,
    ...(body.home_carousel !== undefined && { home_carousel: body.home_carousel.map(asItem) }),
    ...(body.home_background !== undefined && { home_background: body.home_background }),
    ...(body.web_logo !== undefined && { web_logo: body.web_logo }),
    ...(body.profile_bg !== undefined && { profile_bg: body.profile_bg }),
    ...(body.coupon_banner !== undefined && {
      coupon_banner: body.coupon_banner && asItem(body.coupon_banner),
    }),
    ...(body.festival_banner !== undefined && {
      festival_banner: body.festival_banner && asItem(body.festival_banner),
    }),
  };
  await tx
    .update(systemSettings)
    .set({ value: after, updatedAt: sql`now()`, updatedByOperatorId: operator.operatorId })
    .where(eq(systemSettings.key, DISPLAY_KEY));
  const changed = Object.keys(body) as (keyof SystemDisplay)[];
  await recordOperatorAct(tx, operator, {
    act: "system.display.update",
    target: { type: "system", id: DISPLAY_KEY },
    details: {
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    },
  });
  return after;
}
