/** Hands the browser a file to save under `name` (the catalogue backup, the product CSV, the site zip). */
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download holds its own reference by now; the URL only keeps memory alive.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
