import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "./server";

/** bare-fastify-main.ts in its own node process on a free port; its one route's address. */
export async function startBareFastify(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "bare-fastify-main.ts")],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/select-1`;
  const started = Date.now();
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error("the bare Fastify server exited before listening");
    if (Date.now() - started > 60_000) throw new Error("the bare Fastify server did not listen in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
