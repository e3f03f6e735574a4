import { adminSettingsBodySchema, adminSettingsSchema } from "@seller/contract/console";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import { formatBaht } from "@seller/contract/money";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Queryable } from "../../db/client";
import { ok } from "../../lib/envelope";
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { getSettings, type SettingKey, type SystemSettings, setSetting } from "../system/service";

async function present(db: Queryable) {
  const { withdrawalFeeSatang, ...rest } = await getSettings(db);
  return { ...rest, withdrawalFee: formatBaht(withdrawalFeeSatang) };
}

/**
 * The published limits, durations and payment configuration (DECISIONS.md),
 * edited by operators. Each change is audit-logged with the value before and
 * after, in the transaction that stores it.
 */
const consoleSettingsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: successEnvelopeSchema(adminSettingsSchema) };

  routes.get("/api/admin/settings", { config: { auth: "operator" }, schema: { response } }, async (request) =>
    ok(request, await present(app.db)),
  );

  routes.put(
    "/api/admin/settings",
    { config: { auth: "operator" }, schema: { body: adminSettingsBodySchema, response } },
    async (request) => {
      const { reason, withdrawalFee, ...rest } = request.body;
      const changes: Partial<SystemSettings> = { ...rest };
      if (withdrawalFee !== undefined) changes.withdrawalFeeSatang = withdrawalFee;
      const operator = operatorContextOf(request);
      await app.db.transaction(async (tx) => {
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
      return ok(request, await present(app.db), "server.settingsSaved");
    },
  );
};

export default consoleSettingsRoutes;
