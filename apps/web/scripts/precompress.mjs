// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// levels: done once here, the server sends them as they are (web-app plugin, preCompressed) and no
// request pays for compressing a file. Files under 1 KB, or that would not shrink, stay as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|ico|txt|xml)$/;
const MIN_BYTES = 1024;

const root = resolve(process.argv[2] ?? "dist");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let original = 0;
let brotli = 0;
let count = 0;
for (const path of files(root)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count += 1;
}
console.log(
  `precompressed ${count} files: ${(original / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`,
);
