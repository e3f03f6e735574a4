import type { adminSystemBodySchema, DisplayItem, SystemDisplay } from "@seller/contract/system";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable, Transaction } from "../../db/client";
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

/**
 * PUT /api/admin/system: the fields given replace the stored ones. The row is
 * locked, so two operators changing different fields at once both keep theirs.
 */
export async function updateDisplay(tx: Transaction, operator: OperatorContext, body: DisplayBody) {
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
