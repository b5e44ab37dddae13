/** Saves text as a file through the browser's download (a CSV, a JSON backup). */
export function saveTextFile(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
