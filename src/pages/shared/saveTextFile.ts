/** Saves a file through the browser's download (a CSV, a JSON backup, a site zip). */
export function saveFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is no longer needed (a large zip gets time).
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file through the browser's download (a CSV, a JSON backup). */
export function saveTextFile(filename: string, text: string, type: string) {
  saveFile(filename, new Blob([text], { type }));
}
