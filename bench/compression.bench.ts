import { get } from "node:http";
import { startDemoServer } from "./lib/demo-app";
import type { BenchRow } from "./lib/report";

const IMMUTABLE = "public, max-age=31536000, immutable";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Answer = { encoding: string; cacheControl: string; bytes: number };

/** What a browser that accepts `encoding` receives: the bytes on the wire (fetch would decode them). */
function fetchRaw(url: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () =>
        resolve({
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          cacheControl: String(response.headers["cache-control"] ?? ""),
          bytes,
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * The served encodings and cache headers: the sign-in page, its scripts and
 * stylesheets, and a JSON answer above 1 KB, each fetched as a browser with
 * brotli, one with gzip only and one with neither would.
 */
export default async function compression(): Promise<BenchRow[]> {
  const server = await startDemoServer();
  try {
    const base = server.baseUrl;
    const html = await (await fetch(`${base}/login`)).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] ?? "",
    );
    const rows: BenchRow[] = [];
    const check = async (name: string, path: string, cache: string) => {
      const br = await fetchRaw(`${base}${path}`, "br, gzip");
      const gzip = await fetchRaw(`${base}${path}`, "gzip");
      const plain = await fetchRaw(`${base}${path}`, "identity");
      rows.push({
        group: "Compression",
        name,
        measured: `${br.encoding} ${kb(br.bytes)}, gzip ${kb(gzip.bytes)}, none ${kb(plain.bytes)}; cache-control: ${br.cacheControl}`,
        target: `br, gzip; ${cache}`,
        met:
          br.encoding === "br" &&
          gzip.encoding === "gzip" &&
          plain.encoding === "identity" &&
          br.cacheControl === cache,
      });
      return { br, gzip, plain };
    };
    await check("/login page", "/login", "no-cache");
    let brotli = 0;
    let identity = 0;
    let allMet = true;
    for (const asset of assets) {
      const br = await fetchRaw(`${base}${asset}`, "br, gzip");
      const plain = await fetchRaw(`${base}${asset}`, "identity");
      brotli += br.bytes;
      identity += plain.bytes;
      allMet &&= br.encoding === "br" && br.cacheControl === IMMUTABLE;
    }
    rows.push({
      group: "Compression",
      name: `/login's ${assets.length} scripts and stylesheets`,
      measured: `${kb(brotli)} brotli vs ${kb(identity)} as they are (${((1 - brotli / identity) * 100).toFixed(0)}% saved)`,
      target: `all br; ${IMMUTABLE}`,
      met: allMet,
    });
    await check("JSON answer above 1 KB (/api/products)", "/api/products?per_page=20", "no-store");
    return rows;
  } finally {
    await server.stop();
  }
}
