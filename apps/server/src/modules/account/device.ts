import Bowser from "bowser";

/**
 * "Chrome 120 on Android 14" from a user agent: the browser's name and major
 * version and the system, as a seller recognises their own phone or computer.
 * Undefined when the agent says nothing readable.
 */
export function describeDevice(userAgent: string | undefined): string | undefined {
  if (!userAgent?.trim()) return undefined;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(" ");
  if (browserName && system) return `${browserName} · ${system}`;
  return browserName || system || undefined;
}
