import { clsx } from 'clsx';
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './PrintSheet.module.css';

export interface PrintSheetProps extends HTMLAttributes<HTMLDivElement> {
  /** The document to print (a quote, a line sheet). */
  children: ReactNode;
  /** Changes each time the visitor asks to print; `onReady` follows once per value. */
  printRequest?: number;
  /** Called with `printRequest` once the sheet's images have loaded (or failed, or 4 s passed). */
  onReady?: (printRequest: number) => void;
  /** Render in place instead of at the end of the body (stories show the sheet on screen). */
  inline?: boolean;
}

/** How long a slow image may hold the print dialog back. */
const IMAGE_WAIT_MS = 4000;

function imagesSettled(root: HTMLElement): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  if (pending.length === 0) return Promise.resolve();
  const each = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(each).then(() => undefined),
    new Promise<void>((resolve) => window.setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
}

/**
 * A document for the printer (docs/decisions.md#quotes-buyers-can-keep): hidden on screen; in
 * print it is the whole page, and the site around it (header, footer, buttons) is not printed.
 */
export function PrintSheet({
  children,
  printRequest = 0,
  onReady,
  inline = false,
  className,
  ...rest
}: PrintSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root || printRequest === 0) return;
    let live = true;
    void imagesSettled(root).then(() => live && onReadyRef.current?.(printRequest));
    return () => {
      live = false;
    };
  }, [printRequest]);

  const sheet = (
    <div
      {...rest}
      ref={ref}
      className={clsx(styles.root, className)}
      data-print-sheet=""
      data-inline={inline || undefined}
    >
      {children}
    </div>
  );
  return inline ? sheet : createPortal(sheet, document.body);
}
