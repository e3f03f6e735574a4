import { adminSettingsBodySchema, adminSettingsSchema } from "@seller/contract/console";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { operatorContextOf } from "../audit/context";
import { consoleSettings, updateSettingsAsOperator } from "./settings-service";

/**
 * The published limits, durations and payment configuration (DECISIONS.md),
 * edited by operators. Each change is audit-logged with the value before and
 * after, in the transaction that stores it (settings-service.ts).
 */
const consoleSettingsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: successEnvelopeSchema(adminSettingsSchema) };

  routes.get("/api/admin/settings", { config: { auth: "operator" }, schema: { response } }, async (request) =>
    ok(request, await consoleSettings(app.db)),
  );

  routes.put(
    "/api/admin/settings",
    { config: { auth: "operator" }, schema: { body: adminSettingsBodySchema, response } },
    async (request) => {
      const saved = await updateSettingsAsOperator(app.db, operatorContextOf(request), request.body);
      return ok(request, saved, "server.settingsSaved");
    },
  );
};

export default consoleSettingsRoutes;
