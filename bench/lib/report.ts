/**
 * One line of the `npm run bench` table. Every target of the product is a ratio or a bound measured
 * side by side in the same run, so `measured` and `target` are printed as the bench computed them
 * and `met` says whether the target holds (null: a figure reported without a target).
 */
export type BenchRow = {
  /** What is measured, e.g. "API" or "Bundles". */
  group: string;
  name: string;
  measured: string;
  target: string;
  met: boolean | null;
  /** The raw figures behind a ratio, e.g. "3,100 req/s vs pgbench -S 18,000 tps". */
  detail?: string;
};

/** A bench module (`bench/*.bench.ts`) answers its rows; `npm run bench` runs them one after another. */
export type Bench = () => Promise<BenchRow[]>;

export function printTable(rows: BenchRow[]) {
  const lines = [
    "| Group | Measure | Measured | Target | Met | Detail |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.group} | ${row.name} | ${row.measured} | ${row.target} | ${row.met === null ? "-" : row.met ? "yes" : "NO"} | ${row.detail ?? ""} |`,
    ),
  ];
  console.log(lines.join("\n"));
}
