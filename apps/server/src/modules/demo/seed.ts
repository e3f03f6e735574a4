import type { Database } from "../../db/client";
import { createSeller } from "../sellers/service";

/** The demo seller of DEMO=1: visible as demo (is_virtual) everywhere, created once. */
export const DEMO_SELLER = { account: "demo", password: "demo123" } as const;

/** Idempotent: an existing demo account is left as it is. Returns true when it was created now. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const created = await createSeller(db, { ...DEMO_SELLER, isVirtual: true });
  return created !== undefined;
}
