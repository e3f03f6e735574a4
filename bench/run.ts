import { readdirSync } from "node:fs";
import { basename } from "node:path";
import { type Bench, type BenchRow, printTable } from "./lib/report";

/**
 * `npm run bench [name...]`: runs every bench/*.bench.ts (or those named) one after another, so no
 * two measurements share the machine, and prints one table. Exits 1 when a target is missed.
 */
const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.includes(basename(file, ".bench.ts")))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  const started = performance.now();
  console.error(`bench ${file} ...`);
  const module = (await import(`./${file}`)) as { default: Bench };
  try {
    rows.push(...(await module.default()));
  } catch (error) {
    rows.push({
      group: basename(file, ".bench.ts"),
      name: "run",
      measured: String(error),
      target: "runs",
      met: false,
    });
  }
  console.error(`bench ${file} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
printTable(rows);
process.exitCode = rows.some((row) => row.met === false) ? 1 : 0;
