import { successEnvelopeSchema } from "@seller/contract/envelope";
import { uploadedFileSchema, verificationUploadSideSchema } from "@seller/contract/files";
import { submitVerificationBodySchema, verificationSchema } from "@seller/contract/verification";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { readUpload } from "../../lib/read-upload";
import { callerOf } from "../../plugins/auth";
import { describeFile, storeUpload } from "../files/service";
import { presentVerification } from "./present";
import { assertMaySubmit, getOwnVerification } from "./service";
import { submitVerification } from "./submit";

/** The seller's identity verification (spec sections 2, 4 and 7). */
const verificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sellerOf = (request: Parameters<typeof callerOf>[0]) => ({ id: callerOf(request, "seller").ownerId });

  routes.post(
    "/api/sellers/verification/upload",
    { config: { auth: "seller" }, schema: { response: { 201: successEnvelopeSchema(uploadedFileSchema) } } },
    async (request, reply) => {
      const seller = sellerOf(request);
      // Pending or verified locks upload too (spec section 4); refused before the file is read.
      await assertMaySubmit(app.db, seller.id);
      const upload = await readUpload(request);
      const side = verificationUploadSideSchema.safeParse(upload.fields.type);
      if (!side.success) throw new AppError("REQUEST_VALIDATION_ERROR", "validation.uploadSideInvalid");
      const purpose = side.data === "front" ? "id_card_front" : "id_card_back";
      const row = await storeUpload(app.db, app.uploads.store, { sellerId: seller.id, purpose, ...upload });
      return reply.code(201).send(ok(request, describeFile(row), "server.uploaded"));
    },
  );

  routes.get(
    "/api/sellers/verification",
    { config: { auth: "seller" }, schema: { response: { 200: successEnvelopeSchema(verificationSchema) } } },
    async (request) => {
      const seller = sellerOf(request);
      const view = await getOwnVerification(app.db, seller.id);
      return ok(request, presentVerification(view));
    },
  );

  routes.post(
    "/api/sellers/verification",
    {
      config: { auth: "seller" },
      schema: {
        body: submitVerificationBodySchema,
        response: { 201: successEnvelopeSchema(verificationSchema) },
      },
    },
    async (request, reply) => {
      const seller = sellerOf(request);
      const view = await submitVerification(app.db, app.fieldCipher, seller.id, request.body);
      return reply.code(201).send(ok(request, presentVerification(view), "server.verificationSubmitted"));
    },
  );
};

export default verificationRoutes;
