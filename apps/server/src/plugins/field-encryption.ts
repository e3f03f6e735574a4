import fp from "fastify-plugin";
import { type FieldCipher, fieldCipher } from "../lib/field-encryption";

declare module "fastify" {
  interface FastifyInstance {
    /** Seals and opens card and ID numbers (lib/field-encryption.ts). */
    fieldCipher: FieldCipher;
  }
}

/** The cipher of personal numbers at rest, from the configured key (DATA_ENCRYPTION_KEY). */
export default fp<{ key: Buffer }>(
  async (app, options) => {
    app.decorate("fieldCipher", fieldCipher(options.key));
  },
  { name: "field-encryption" },
);
