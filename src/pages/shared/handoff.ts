/** Hands a prepared message to the visitor's mail client (docs/decisions.md#d10-mail-hand-off). */
export function openMailClient(mailtoUrl: string) {
  window.location.assign(mailtoUrl);
}

/** Copies text; resolves false where the clipboard is unavailable or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

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
