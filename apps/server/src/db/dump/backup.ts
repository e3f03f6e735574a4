import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { openDatabase } from "../client";
import { DUMP_DATABASE_COMMAND, streamControl } from "../control-socket";
import { FolderInUseError } from "../folder-lock";
import { dumpFiles } from "./files";
import { createDumpWriter, type DumpRecord, isTable } from "./format";
import { dumpDatabase } from "./read-database";

export type BackupResult = {
  rows: Record<string, number>;
  files: number;
  by: "this process" | `server ${number}`;
};

/**
 * Writes a dump of the configured database (PostgreSQL, or the embedded one
 * under DATA_DIR/pglite) and the files under DATA_DIR to `path`. An embedded
 * database held by a running server is read by that server, in one snapshot,
 * over its control socket: the folder is never opened by a second process.
 */
export async function backup(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  folder: string;
  path: string;
}): Promise<BackupResult> {
  if (!options.databaseUrl && !existsSync(options.folder)) {
    throw new Error(`there is no embedded database under ${options.folder} (and DATABASE_URL is not set)`);
  }
  const writer = createDumpWriter(options.path);
  const rows: Record<string, number> = {};
  let table = "";
  const emit = async (record: DumpRecord) => {
    if (Array.isArray(record)) rows[table] = (rows[table] ?? 0) + 1;
    else if (isTable(record)) {
      table = record.table;
      rows[table] = 0;
    }
    await writer.write(record);
  };
  try {
    let by: BackupResult["by"] = "this process";
    try {
      const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      try {
        await dumpDatabase(database, emit);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof FolderInUseError)) throw error;
      const answer = await streamControl(options.folder, DUMP_DATABASE_COMMAND).catch((cause: unknown) => {
        throw new Error(
          `${error.message}; and that process did not answer on its control socket (${cause instanceof Error ? cause.message : String(cause)})`,
        );
      });
      for await (const line of createInterface({ input: answer, crlfDelay: Number.POSITIVE_INFINITY })) {
        if (line.length > 0) await emit(JSON.parse(line) as DumpRecord);
      }
      if (!answer.complete) throw new Error("the running server's answer was cut short");
      by = `server ${error.pid}`;
    }
    const files = await dumpFiles(options.dataDir, emit);
    await writer.write({ end: true, rows, files });
    await writer.finish();
    return { rows, files, by };
  } catch (error) {
    writer.abort();
    throw error;
  }
}
