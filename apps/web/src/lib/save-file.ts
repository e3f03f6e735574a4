/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next task; the url is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
