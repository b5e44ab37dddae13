/**
 * What a visitor did on prerendered HTML before the app adopted it. The head script
 * (headScript.ts) holds presses on buttons, radios and checkboxes and notes text typed into
 * fields, and exposes this global to hand them over; the entry calls `replayEarlyInput` once the
 * page is hydrated. Plain data and DOM calls, no imports: the build reads the global's name too.
 */
export const EARLY_INPUT_GLOBAL = '__elifehomeEarlyInput';

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface EarlyInput {
  /** Buttons, radios and checkboxes (or their labels) pressed, in order. */
  clicks: HTMLElement[];
  /** Each field typed into, with its last text. */
  typed: Array<[TextField, string]>;
}

/**
 * React adopted typed text as the field's starting value, so its state never saw it (and its
 * first render since has put the state back). Each field gets its text again through the
 * prototype's setter and an `input` event, which React reads as typing.
 */
function replayTypedText(typed: EarlyInput['typed']) {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    // A file input's value cannot be set (it throws): a file chosen that early is chosen again.
    if (!setValue || field.type === 'file') continue;
    field.value = ''; // through React's own tracker, so the next value reads as a change
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Stops holding; replays the typed text, then the presses in order, once React has rendered
 * that text (so a submit sees it).
 */
export function replayEarlyInput(): void {
  const globals = window as unknown as Record<string, unknown>;
  const handOver = globals[EARLY_INPUT_GLOBAL];
  if (typeof handOver !== 'function') return;
  delete globals[EARLY_INPUT_GLOBAL];
  const { clicks, typed } = (handOver as () => EarlyInput)();
  replayTypedText(typed);
  setTimeout(() => {
    for (const element of clicks) if (element.isConnected) element.click();
  });
}

/**
 * Where the entry keeps the message of each error React recovered from (a hydration mismatch
 * above all): an array on the window, empty while all is well.
 */
export const RECOVERED_ERRORS_GLOBAL = '__elifehomeRecoveredErrors';
