// The browser suite drives Debian's Chromium; Playwright's own browser downloads
// are not used. Installs it through apt-get when missing and allowed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function canInstall() {
  if (process.env.NO_APT === "1") return false;
  if (spawnSync("which", ["apt-get"]).status !== 0) return false;
  return process.getuid?.() === 0;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!canInstall()) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
        "Install Debian's package as root:  apt-get update && apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at an existing Chromium binary.",
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
