import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/** What a store may say about an object beside its bytes (object storage keeps them as its headers). */
export type ObjectMeta = { contentType?: string; cacheControl?: string };

/**
 * One area of file storage (ARCHITECTURE.md "Files"): identity images, catalogue
 * pictures, or any new kind of file, each under its own name. The same shape
 * has two backends, the local folder (the embedded default) and S3-compatible
 * object storage (s3-object-store.ts), so nothing above it knows where bytes live.
 */
export type ObjectStore = {
  /** Writes whole: a reader sees no object or the complete one, never half of it. */
  put(name: string, bytes: Buffer, meta?: ObjectMeta): Promise<void>;
  /** Rejects with ObjectMissingError when there is no such object. */
  get(name: string): Promise<Buffer>;
  has(name: string): Promise<boolean>;
  /** Removing an object that is not there is not an error (a retried job removes it twice). */
  remove(name: string): Promise<void>;
  /** Every object's name in the area (copying, checks and tests). */
  list(): Promise<string[]>;
  /** The local folder's path, for the static file server; absent on object storage. */
  folder?: string;
};

/** Every area of one storage backend, and whether it answers (GET /api/ready). */
export type FileStorage = {
  kind: "folder" | "s3";
  area(name: string): ObjectStore;
  /** Rejects when the storage cannot be reached. */
  check(): Promise<void>;
  close(): Promise<void>;
};

export class ObjectMissingError extends Error {
  constructor(name: string) {
    super(`no stored object ${name}`);
    this.name = "ObjectMissingError";
  }
}

/** Areas and names are ours, never a user's: letters, digits, dot, dash, underscore and slashes between. */
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function checkedName(name: string): string {
  if (!NAME.test(name) || name.length > 200) throw new Error(`invalid storage name ${JSON.stringify(name)}`);
  return name;
}

/** A half-written file is named `*.partial` until it is renamed into place; listings skip it. */
const PARTIAL = ".partial";

export function folderObjectStore(folder: string): ObjectStore {
  // DATA_DIR may be relative (./data by default); the static file server wants an absolute root.
  const root = resolve(folder);
  const pathOf = (name: string) => join(root, ...checkedName(name).split("/"));
  return {
    folder: root,
    async put(name, bytes) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(4).toString("hex")}${PARTIAL}`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(name) {
      return readFile(pathOf(name)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "ENOENT" ? new ObjectMissingError(name) : error;
      });
    },
    has: (name) =>
      stat(pathOf(name)).then(
        (found) => found.isFile(),
        () => false,
      ),
    remove: (name) => rm(pathOf(name), { force: true }),
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL))
        .map((entry) =>
          join(entry.parentPath, entry.name)
            .slice(root.length + 1)
            .split(sep)
            .join("/"),
        )
        .sort();
    },
  };
}

/**
 * The embedded default: each area is a folder, DATA_DIR/uploads and
 * DATA_DIR/catalogue-images as before, and any new area a folder of its name
 * beside them. `folders` names an area's folder where it is elsewhere (tests).
 */
export function folderStorage(root: string, folders: Record<string, string> = {}): FileStorage {
  return {
    kind: "folder",
    area: (name) => folderObjectStore(folders[name] ?? join(root, checkedName(name))),
    // A local folder is as reachable as the process; a full disk shows on the write that needs it.
    check: async () => {},
    close: async () => {},
  };
}
