import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { DUMP_DATABASE_COMMAND, serveControl } from "../db/control-socket";
import { differences, fingerprintTables } from "../db/dump/compare";
import { FILE_FOLDERS, listFiles } from "../db/dump/files";
import { checkDump } from "../db/dump/format";
import { restore } from "../db/dump/restore";
import { dumpForControl } from "../db/dump/server-dump";
import { runMigrations } from "../db/migrate";
import { CATALOGUE_IMAGES_ROUTE } from "../modules/catalogue/images";
import { folderObjectStore } from "../modules/files/object-store";
import { s3Storage } from "../modules/files/s3-object-store";
import { sealedFileStore } from "../modules/files/sealed-store";
import { keyedFileStore } from "../modules/files/storage";
import { verifyLedger } from "../modules/wallet/verify-ledger";
import { RELAXED_LIMITS, TEST_DATA_KEY } from "../test/app";
import { operatorOf, picture, uploadProductImage } from "../test/catalogue";
import { startS3TestServer } from "../test/object-store";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct, unpaidOrder } from "../test/orders";

/**
 * db:backup, db:restore and db:move as an operator runs them (npm, a child
 * process each), on an embedded database with sellers, orders, money and
 * files. The restore's target is PostgreSQL when TEST_DATABASE_URL is set
 * (a database of its own, dropped afterwards), else a new embedded one.
 */
const root = fileURLToPath(new URL("../../../..", import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = mkdtempSync(join(tmpdir(), "db-backup-"));
const source = join(scratch, "source");
const created: string[] = [];

function command(name: string, args: string[], env: Record<string, string>) {
  return spawnSync("npm", ["run", "--silent", name, "--", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
}

function commandAsync(name: string, args: string[], env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", name, "--", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) =>
    child.on("close", (status) => done({ status, stdout, stderr })),
  );
}

/** A new, empty PostgreSQL database on the test server; dropped after the file. */
async function emptyPostgres(): Promise<string> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `seller_move_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
  await client.end();
  return rows[0].n;
}

/** Where a restore writes: its environment and a way to open what it wrote. */
async function restoreTarget() {
  const dataDir = mkdtempSync(join(scratch, "target-"));
  const url = serverUrl ? await emptyPostgres() : undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url ?? "" },
    open: () => (url ? openPostgres(url) : openPglite(join(dataDir, "pglite"))),
    url,
  };
}

/** Every table the same, the ledger sound on the copy, and every file the same bytes. */
async function expectSameAs(copy: DatabaseHandle, copyDataDir: string) {
  const original = await openPglite(join(source, "pglite"));
  try {
    const expected = await fingerprintTables(original);
    expect(differences(expected, await fingerprintTables(copy))).toEqual([]);
    expect(expected.get("orders")?.rows).toBeGreaterThanOrEqual(2);
    expect(expected.get("transfers")?.rows).toBeGreaterThanOrEqual(3);
    expect(await verifyLedger(copy.db)).toEqual([]);
  } finally {
    await original.close();
  }
  const files = listFiles(source);
  expect(files.some((file) => file.startsWith("uploads/"))).toBe(true);
  expect(files.some((file) => file.startsWith("catalogue-images/"))).toBe(true);
  expect(listFiles(copyDataDir)).toEqual(files);
  for (const file of files)
    expect(readFileSync(join(copyDataDir, file))).toEqual(readFileSync(join(source, file)));
}

/** The app a server would run on the source folder. */
async function sourceApp(database: DatabaseHandle) {
  const app = await buildApp({
    db: database.db,
    dbKind: "pglite",
    dataKey: TEST_DATA_KEY,
    uploadsDir: join(source, "uploads"),
    catalogueImagesDir: join(source, "catalogue-images"),
    limits: RELAXED_LIMITS,
    ...ORDER_APP_OPTIONS,
  });
  await app.ready();
  return app;
}

let shop: Shop;

beforeAll(async () => {
  // The shop's data made through the app's own calls: verified sellers with deposits, a paid and an unpaid order.
  const database = await openPglite(join(source, "pglite"));
  await runMigrations(database);
  const app = await sourceApp(database);
  try {
    shop = await shopWithProduct(app);
    await paidOrder(app, shop);
    await unpaidOrder(app, shop, 2);
    const image = await uploadProductImage(
      app,
      await operatorOf(app, app.db),
      shop.productId,
      await picture("jpeg", 400, 300),
    );
    expect(image.statusCode).toBe(201);
  } finally {
    await app.close();
    await database.close();
  }
}, 180_000);

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (!serverUrl || created.length === 0) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe("npm run db:backup and db:restore", () => {
  const dump = join(scratch, "shop.dump.gz");
  // The shop's backup, made once before any test here, whichever runs first: the restores and the
  // refusals read it, and the live backup below changes the source folder.
  let backedUp: ReturnType<typeof command>;
  beforeAll(() => {
    backedUp = command("db:backup", [dump], { DATA_DIR: source });
  }, 120_000);

  it("backs up the embedded database with its files and restores it into an empty database, then refuses a second restore there", async () => {
    expect(backedUp.stderr).toBe("");
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toMatch(/1 sellers, 2 orders, \d+ transfers\) and \d+ files written to/);
    expect(statSync(dump).size).toBeGreaterThan(0);

    const target = await restoreTarget();
    const restored = command("db:restore", [dump], target.env);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain("1 sellers, 2 orders");
    const copy = await target.open();
    try {
      await expectSameAs(copy, target.dataDir);
    } finally {
      await copy.close();
    }

    // The target now holds a shop: a second restore there is refused and changes nothing.
    const before = await target.open();
    const fingerprint = await fingerprintTables(before);
    await before.close();
    const again = command("db:restore", [dump], target.env);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/is not empty|already holds files/);
    const after = await target.open();
    expect(differences(fingerprint, await fingerprintTables(after))).toEqual([]);
    await after.close();
  }, 240_000);

  it("refuses wrong arguments and a cut dump with a clear message, writing nothing", async () => {
    const noFile = command("db:restore", [], { DATA_DIR: join(scratch, "unused") });
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain("which dump?");

    const unknownOption = command("db:backup", ["--compress", join(scratch, "x.dump.gz")], {
      DATA_DIR: source,
    });
    expect(unknownOption.status).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option '--compress'");
    expect(existsSync(join(scratch, "x.dump.gz"))).toBe(false);

    const overwrite = command("db:backup", [dump], { DATA_DIR: source });
    expect(overwrite.status).toBe(2);
    expect(overwrite.stderr).toContain("a backup never overwrites a file");

    const nothingThere = command("db:backup", [join(scratch, "none.dump.gz")], {
      DATA_DIR: join(scratch, "empty"),
    });
    expect(nothingThere.status).toBe(1);
    expect(nothingThere.stderr).toContain("there is no embedded database under");
    expect(existsSync(join(scratch, "none.dump.gz"))).toBe(false);

    // A dump cut in half (a full disk, a copy interrupted): refused before the target is touched.
    const cut = join(scratch, "cut.dump.gz");
    const whole = readFileSync(dump);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await restoreTarget();
    const refused = command("db:restore", [cut], target.env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/cannot be read as a dump|is incomplete/);
    if (target.url) expect(await tablesIn(target.url)).toBe(0);
    else expect(existsSync(join(target.dataDir, "pglite"))).toBe(false);
    expect(listFiles(target.dataDir)).toEqual([]);
  }, 240_000);

  it("backs up a running embedded database through the server that holds it, in one snapshot, while buyers pay", async () => {
    // This test process plays the server: it holds the folder, serves the shop and answers on its control socket.
    const folder = join(source, "pglite");
    const server = await openPglite(folder);
    const app = await sourceApp(server);
    const closeControl = await serveControl(folder, {
      [DUMP_DATABASE_COMMAND]: () => dumpForControl(server),
    });
    const live = join(scratch, "live.dump.gz");
    let paid = 0;
    try {
      const backup = commandAsync("db:backup", [live], { DATA_DIR: source });
      let finished = false;
      void backup.then(() => {
        finished = true;
      });
      // Orders paid before, during and after the snapshot: each moves money through the ledger.
      while (!finished) {
        await paidOrder(app, shop);
        paid += 1;
      }
      const backedUp = await backup;
      expect(backedUp.stderr).toBe("");
      expect(backedUp.stdout).toContain(`read by the running server ${process.pid}`);
      expect(backedUp.status).toBe(0);
    } finally {
      await closeControl();
      await app.close();
      await server.close();
    }
    expect(paid).toBeGreaterThan(0);
    const rows = (await checkDump(live)).rows;
    expect(rows.orders).toBeGreaterThanOrEqual(2);
    expect(rows.orders).toBeLessThanOrEqual(2 + paid);
    // The snapshot holds whole orders only: restored, its ledger is sound.
    const copyDir = mkdtempSync(join(scratch, "live-copy-"));
    await restore({ path: live, databaseUrl: undefined, dataDir: copyDir, folder: join(copyDir, "pglite") });
    const copy = await openPglite(join(copyDir, "pglite"));
    try {
      expect(await verifyLedger(copy.db)).toEqual([]);
    } finally {
      await copy.close();
    }
  }, 240_000);
});

describe.skipIf(!serverUrl)("npm run db:move", () => {
  it("copies the embedded database and its files into an empty PostgreSQL, checks it, and refuses a non-empty one", async () => {
    const url = await emptyPostgres();
    const filesTo = mkdtempSync(join(scratch, "files-"));
    const moved = command("db:move", ["--to", url, "--files-to", filesTo], { DATA_DIR: source });
    expect(moved.stderr).toBe("");
    expect(moved.status).toBe(0);
    expect(moved.stdout).toMatch(/orders: \d+ rows, each identical/);
    expect(moved.stdout).toMatch(/transfers: \d+ rows, each identical/);
    expect(moved.stdout).toContain("ledger:verify holds on the target");
    const copy = await openPostgres(url);
    try {
      await expectSameAs(copy, filesTo);
    } finally {
      await copy.close();
    }

    const again = command("db:move", ["--to", url], { DATA_DIR: source });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("the target PostgreSQL database is not empty");

    // The PostgreSQL database backed up in turn and restored into a new embedded one: the same shop again.
    const dump = join(scratch, "postgres.dump.gz");
    const backedUp = command("db:backup", [dump], { DATA_DIR: filesTo, DATABASE_URL: url });
    expect(backedUp.stderr).toBe("");
    expect(backedUp.stdout).toContain("PostgreSQL (DATABASE_URL)");
    const embedded = mkdtempSync(join(scratch, "embedded-"));
    const restored = command("db:restore", [dump], { DATA_DIR: embedded });
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    const copyOfCopy = await openPglite(join(embedded, "pglite"));
    try {
      await expectSameAs(copyOfCopy, embedded);
    } finally {
      await copyOfCopy.close();
    }
  }, 300_000);

  it("copies the files into an empty object store (S3_BUCKET), compared, and refuses a bucket that holds the platform's files", async () => {
    // The S3 server runs in this process: the commands run beside it (spawnSync would stop it answering).
    const s3 = await startS3TestServer();
    const storage = s3Storage(s3.settings);
    try {
      const { bucket, endpoint = "", credentials } = s3.settings;
      const env = {
        DATA_DIR: source,
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? "",
        S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? "",
        // The AWS SDK warns on stderr that its 2027 releases will want Node.js 22: not the move's to say.
        NODE_NO_WARNINGS: "1",
      };
      const url = await emptyPostgres();
      const moved = await commandAsync("db:move", ["--to", url], env);
      expect(moved.stderr).toBe("");
      expect(moved.status).toBe(0);
      const files = listFiles(source);
      expect(moved.stdout).toContain(
        `${files.length} files copied into the object store's bucket ${bucket} at ${endpoint} and compared`,
      );

      // Each file in its area under the name the app on object storage reads, with the same bytes.
      for (const folder of FILE_FOLDERS) {
        const names = files
          .filter((file) => file.startsWith(`${folder}/`))
          .map((file) => file.slice(folder.length + 1));
        expect(names.length).toBeGreaterThan(0);
        expect(await storage.area(folder).list()).toEqual(names);
        for (const name of names)
          expect(await storage.area(folder).get(name)).toEqual(readFileSync(join(source, folder, name)));
      }
      // An identity image opens with the data key from the bucket as from the folder.
      const upload = (files.find((file) => file.startsWith("uploads/")) ?? "").split("/").pop() ?? "";
      const fromBucket = sealedFileStore(keyedFileStore(storage.area("uploads")), TEST_DATA_KEY);
      const fromFolder = sealedFileStore(
        keyedFileStore(folderObjectStore(join(source, "uploads"))),
        TEST_DATA_KEY,
      );
      expect(await fromBucket.read(upload)).toEqual(await fromFolder.read(upload));
      // A node on the moved database and the object store serves the catalogue's pictures.
      const copy = await openPostgres(url);
      const node = await buildApp({
        uploadsDir: join(scratch, "node-uploads"),
        db: copy.db,
        dbKind: "postgres",
        dataKey: TEST_DATA_KEY,
        fileStorage: s3Storage(s3.settings),
      });
      try {
        const picture = (await storage.area("catalogue-images").list())[0] ?? "";
        const served = await node.inject({ method: "GET", url: `${CATALOGUE_IMAGES_ROUTE}${picture}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload).toEqual(readFileSync(join(source, "catalogue-images", picture)));
      } finally {
        await node.close();
        await copy.close();
      }

      // The bucket now holds the platform's files: a second move is refused before any database is written.
      const second = await emptyPostgres();
      const again = await commandAsync("db:move", ["--to", second], env);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(
        `bucket ${bucket} at ${endpoint} already holds files (uploads/, catalogue-images/)`,
      );
      expect(await tablesIn(second)).toBe(0);

      const both = await commandAsync(
        "db:move",
        ["--to", second, "--files-to", join(scratch, "unused")],
        env,
      );
      expect(both.status).toBe(2);
      expect(both.stderr).toContain("S3_BUCKET is set");
    } finally {
      await storage.close();
      await s3.close();
    }
  }, 300_000);

  it("refuses a target that is not a PostgreSQL URL, and a database a running server holds", async () => {
    const badUrl = command("db:move", ["--to", "http://127.0.0.1/shop"], { DATA_DIR: source });
    expect(badUrl.status).toBe(2);
    expect(badUrl.stderr).toContain("is not a postgresql:// URL");
    const noTarget = command("db:move", [], { DATA_DIR: source });
    expect(noTarget.status).toBe(2);
    expect(noTarget.stderr).toContain("name the PostgreSQL database with --to");

    const url = await emptyPostgres();
    const server = await openPglite(join(source, "pglite"));
    try {
      const running = await commandAsync("db:move", ["--to", url], { DATA_DIR: source });
      expect(running.status).toBe(1);
      expect(running.stderr).toContain("stop the server, then move");
    } finally {
      await server.close();
    }
    expect(await tablesIn(url)).toBe(0);
  }, 120_000);
});
