import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fp from "fastify-plugin";

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above 1 KB for clients that accept it (brotli first, then
 * gzip): JSON lists of products and notifications shrink to a fifth, which on
 * a phone's 3G link is most of the wait. The built app's files are compressed
 * once at build time (apps/web precompress) and served as such by the web-app
 * plugin; this compresses what is made per request, so brotli runs at a low
 * quality that costs about as much CPU as gzip. BREACH does not apply: the API
 * authenticates with a bearer header, never a cookie, so a cross-site page
 * cannot make a logged-in answer reflect its guesses.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Request bodies are JSON or multipart uploads as they are; nobody needs to send them compressed.
      globalDecompression: false,
    });
  },
  { name: "compression" },
);
