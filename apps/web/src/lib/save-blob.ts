/**
 * Hands a downloaded file to the browser's own download, under `name`. Throws when the browser
 * cannot (no object URLs), which the caller reports as a failed download.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns; release it once the download has begun.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
