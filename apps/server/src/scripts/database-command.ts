import { isAbsolute, resolve } from "node:path";
import { parseArgs } from "node:util";

/**
 * What the database commands share: arguments read strictly (an unknown or
 * misspelt option stops the command before it touches anything), paths
 * resolved against the folder npm was started in, and exit codes: 0 done,
 * 1 refused or failed with nothing changed, 2 wrong arguments.
 */
export function readArguments(
  usage: string,
  options: Record<string, { type: "string" }>,
  positionals: number,
) {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { ...options, help: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    failArguments(usage, error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length > positionals)
    failArguments(usage, `unexpected argument: ${parsed.positionals[positionals]}`);
  const strings: Record<string, string | undefined> = {};
  for (const name of Object.keys(options)) {
    const value = parsed.values[name];
    strings[name] = typeof value === "string" ? value : undefined;
  }
  return { values: strings, positionals: parsed.positionals };
}

export function failArguments(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** `npm run` starts the command in apps/server; a path the operator typed is meant from where they typed it. */
export function fromCaller(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export async function run(name: string, work: () => Promise<void>): Promise<never> {
  try {
    await work();
    process.exit(0);
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
