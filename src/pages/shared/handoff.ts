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
