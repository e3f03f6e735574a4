import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * e2e/CONTROLS.md lists every state-changing control and the browser test that clicks it.
 * Reading it against the sources keeps it true without a browser: a renamed or removed test
 * and a new request the list does not name both fail here.
 */
const root = join(import.meta.dirname, "..");
const e2e = join(root, "e2e");
const web = join(root, "apps/web/src");

type Row = { screen: string; control: string; source: string; file: string; test: string };

function rows(): Row[] {
  const text = readFileSync(join(e2e, "CONTROLS.md"), "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Screen") && !line.startsWith("| ---"))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim());
      if (cells.length !== 5) throw new Error(`CONTROLS.md: a row needs 5 cells: ${line}`);
      const [screen, control, source, file, test] = cells as [string, string, string, string, string];
      return { screen, control, source, file, test };
    });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A request that changes state, as the web code writes it: method: "POST" and the like. */
const MUTATION = /method:\s*"(POST|PUT|PATCH|DELETE)"/;

describe("e2e/CONTROLS.md", () => {
  const listed = rows();

  it("lists controls of the three apps", () => {
    expect(listed.length).toBeGreaterThan(50);
  });

  it("names, for each covered control, a test that exists in that browser file", () => {
    const missing = listed
      .filter((row) => row.file !== "—")
      .filter((row) => {
        const path = join(e2e, row.file);
        if (!row.file.endsWith(".e2e.ts")) return true;
        let source: string;
        try {
          source = readFileSync(path, "utf8");
        } catch {
          return true;
        }
        return !source.includes(`"${row.test}"`) && !source.includes(`\`${row.test}\``);
      })
      .map((row) => `${row.screen} / ${row.control}: ${row.file} "${row.test}"`);
    expect(missing).toEqual([]);
  });

  it("marks a control with no test as not covered, nothing in between", () => {
    const odd = listed.filter((row) => (row.file === "—") !== (row.test === "not covered"));
    expect(odd).toEqual([]);
  });

  it("names every web file that sends a POST, PUT, PATCH or DELETE", () => {
    const sources = new Set(listed.map((row) => row.source));
    const sending = filesUnder(web)
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => MUTATION.test(readFileSync(path, "utf8")))
      .map((path) => relative(web, path));
    expect(sending.length).toBeGreaterThan(30);
    expect(sending.filter((path) => !sources.has(path))).toEqual([]);
  });

  it("names only source files that still send one", () => {
    const gone = [...new Set(listed.map((row) => row.source))].filter((source) => {
      try {
        return !MUTATION.test(readFileSync(join(web, source), "utf8"));
      } catch {
        return true;
      }
    });
    expect(gone).toEqual([]);
  });
});
