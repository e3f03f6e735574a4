import type { adminSettingsBodySchema } from "@seller/contract/console";
import { formatBaht } from "@seller/contract/money";
import type { z } from "zod";
import type { Database, Queryable } from "../../db/client";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { getSettings, type SettingKey, type SystemSettings, setSetting } from "../system/service";

/** The settings as the console shows them: the withdrawal fee in baht. */
export async function consoleSettings(db: Queryable) {
  const { withdrawalFeeSatang, ...rest } = await getSettings(db);
  return { ...rest, withdrawalFee: formatBaht(withdrawalFeeSatang) };
}

/**
 * An operator's change to the published limits, durations and payment
 * configuration (DECISIONS.md): audit-logged with the value before and after,
 * in the transaction that stores it. Answers the settings after the change.
 */
export async function updateSettingsAsOperator(
  db: Database,
  operator: OperatorContext,
  body: z.output<typeof adminSettingsBodySchema>,
): Promise<Awaited<ReturnType<typeof consoleSettings>>> {
  const { reason, withdrawalFee, ...rest } = body;
  const changes: Partial<SystemSettings> = { ...rest };
  if (withdrawalFee !== undefined) changes.withdrawalFeeSatang = withdrawalFee;
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(changes) as [SettingKey, never][]) {
      if (before[key] === value) continue;
      await setSetting(tx, key, value, operator.operatorId);
      const text = (v: unknown) => (typeof v === "bigint" ? formatBaht(v) : v);
      changed[key] = { from: text(before[key]), to: text(value) };
    }
    if (Object.keys(changed).length > 0)
      await recordOperatorAct(tx, operator, {
        act: "settings.update",
        target: { type: "settings" },
        reason,
        details: changed,
      });
  });
  return consoleSettings(db);
}
