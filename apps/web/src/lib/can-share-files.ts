/** Whether this browser can hand a picture to the phone's share sheet (Web Share API level 2). */
export function canShareFiles(): boolean {
  if (typeof navigator.share !== "function" || typeof navigator.canShare !== "function") return false;
  try {
    return navigator.canShare({ files: [new File([""], "qr.png", { type: "image/png" })] });
  } catch {
    return false;
  }
}
