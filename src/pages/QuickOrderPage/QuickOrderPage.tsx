import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
} from 'react';
import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { Icon } from '@/components/atoms/Icon';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import { formatCount } from '@/domain/numbers';
import * as paths from '@/domain/paths';
import type { QuickOrderPreview } from '@/domain/quickOrder';
import { useSiteSettings } from '@/state';
import { useQuickOrder } from '@/state/hooks/quickOrder';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './QuickOrderPage.module.css';

/** The reader, rules and preview table load when the page is idle, or at once when needed. */
const loadTools = () => import('./orderTools');

/**
 * The container plan of the lines ready to add: the cart's own planner (the same chunk), loaded
 * once there are such lines, so the route's first download does not carry it.
 */
const OrderPlanner = lazy(() =>
  import('@/pages/shared/OrderPlanner').then((m) => ({ default: m.OrderPlanner })),
);

/** Rows shown before 'Show all': enough for a screen of errors, quick to render. */
const PREVIEW_PAGE = 100;

const DESCRIPTION =
  'Order by SKU: paste lines from a spreadsheet or choose a CSV file, check quantities and prices, and add them all to your cart.';

const lines = (n: number) => `${formatCount(n)} ${n === 1 ? 'line' : 'lines'}`;

/** The order's text as preview rows, or why it is not read (too long, too many lines). */
type Reading = { preview: QuickOrderPreview } | { error: string } | null;

/**
 * /quick-order (docs/requirements.md#quick-order): a trade buyer pastes an order (SKU and
 * quantity per line) or chooses a CSV file, checks the preview, and adds the ready lines to
 * the cart in one go.
 */
export function QuickOrderPage() {
  useRenderedMark('quick-order');
  const { text, setText, products, updateCart } = useQuickOrder();
  const settings = useSiteSettings();
  const { value: tools, loadNow } = useLoadWhenIdle(loadTools);
  const [fileMessage, setFileMessage] = useState<{ error?: string; read?: string }>({});
  const [showAll, setShowAll] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const fileId = useId();
  const fieldId = useId();
  const previewHeading = useId();
  // Typing stays quick however long the order: the preview follows in a render React sets
  // aside whenever more text arrives.
  const deferredText = useDeferredValue(text);
  const hasText = text.trim() !== '';
  useEffect(() => {
    if (hasText) loadNow();
  }, [hasText, loadNow]);

  const reading = useMemo((): Reading => {
    if (deferredText.trim() === '' || !tools) return null;
    const { QUICK_ORDER_LIMITS: limits, QUICK_ORDER_MESSAGES: M } = tools;
    if (deferredText.length > limits.size) return { error: M.textTooLong };
    const cells = tools.parseOrder(deferredText);
    const filled = cells.filter((row) => row.some((cell) => cell.trim() !== '')).length;
    if (filled > limits.lines) return { error: M.tooManyLines(filled) };
    return { preview: tools.quickOrderPreview(cells, products) };
  }, [deferredText, tools, products]);

  const preview = reading && 'preview' in reading ? reading.preview : null;
  const textError = reading && 'error' in reading ? reading.error : undefined;
  const ordered = useMemo(
    () => (preview && tools ? tools.rowsErrorsFirst(preview) : []),
    [preview, tools],
  );
  const shown = showAll ? ordered : ordered.slice(0, PREVIEW_PAGE);
  const ready = preview?.ready.length ?? 0;
  // 'Prices FOB Ningbo' beside the subtotal (docs/requirements.md#incoterms).
  const pricesTerms = tools ? tools.pricesTermsText(settings) : '';
  // What the ready lines would add to the cart, as the cart's planner reads its lines.
  const planned = useMemo(
    () => (preview?.ready ?? []).map((row) => ({ ...row.product, quantity: row.quantity })),
    [preview],
  );

  function handleTextChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    setAdded(null);
    setFileMessage({});
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after it is fixed.
    input.value = '';
    if (!file) return;
    loadNow();
    const result = await (await loadTools()).readOrderFile(file);
    if ('error' in result) {
      setFileMessage({ error: result.error });
      return;
    }
    setText(result.text);
    setShowAll(false);
    setAdded(null);
    setFileMessage({ read: `Read ${file.name}.` });
  }

  function handleClear() {
    setText('');
    setShowAll(false);
    setAdded(null);
    setFileMessage({});
  }

  function handleAdd() {
    if (!preview || !tools || ready === 0) return;
    updateCart((cart) => tools.addQuickOrderLines(cart, preview.ready));
    setAdded(tools.QUICK_ORDER_MESSAGES.added(ready, preview.units));
  }

  return (
    <div className={pageStyles.page}>
      <PageHead title="Quick order" description={DESCRIPTION} />
      <h1 className={pageStyles.title}>Quick order</h1>
      <p className={styles.lead}>
        Have your order in a spreadsheet? Paste it here, or choose a CSV file. Each product is found
        by its SKU, and each quantity is checked against the product’s minimum order and pack size
        before anything goes in your cart.
      </p>

      <div className={styles.entry}>
        {/* The field is the page's own, not the shared TextArea: that one comes with the
            enquiry forms' chunk, which would otherwise split in two for every page using it. */}
        <label htmlFor={fieldId} className={styles.label}>
          Order lines
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          aria-describedby={textError ? `${fieldId}-error ${fieldId}-hint` : `${fieldId}-hint`}
          aria-invalid={textError ? true : undefined}
          rows={8}
          value={text}
          onChange={handleTextChange}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={'EH-MIR-001, 24\nEH-LGT-002, 100'}
        />
        {textError && (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            <Icon name="alert" size={18} />
            <span>{textError}</span>
          </p>
        )}
        <p id={`${fieldId}-hint`} className={styles.hint}>
          One product per line: the SKU, then the quantity, separated by a comma, tab or semicolon,
          e.g. <code>EH-MIR-001, 24</code>. A first line naming the SKU and Quantity columns is
          fine.
        </p>
        <div className={styles.entryActions}>
          <span className={styles.fileButton}>
            <input
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
              onChange={(event) => void handleFile(event)}
            />
            <label htmlFor={fileId} className={styles.fileLabel}>
              Choose a CSV file
            </label>
          </span>
          <Button variant="ghost" size="sm" onClick={handleClear} disabled={text === ''}>
            Clear
          </Button>
          <Link to={paths.cart} variant="inline" className={styles.cartLink}>
            View cart
          </Link>
        </div>
        {fileMessage.error && (
          <p className={styles.error} role="alert">
            <Icon name="alert" size={18} />
            <span>{fileMessage.error}</span>
          </p>
        )}
        {fileMessage.read && <output className={styles.note}>{fileMessage.read}</output>}
      </div>

      <section className={styles.preview} aria-labelledby={previewHeading}>
        <h2 id={previewHeading} className={styles.previewTitle}>
          Preview
        </h2>
        <output className={styles.summary}>
          {preview && tools
            ? tools.QUICK_ORDER_MESSAGES.summary(ready, preview.errors.length)
            : text.trim() === ''
              ? 'Paste your order above, or choose a CSV file, to see it here line by line.'
              : textError
                ? ''
                : 'Reading the order…'}
        </output>
        {preview && tools && (
          <>
            {preview.header && (
              <p className={styles.note}>
                The first line was read as column headings: {preview.header.join(', ')}.
              </p>
            )}
            {preview.merged > 0 && (
              <p className={styles.note}>{tools.QUICK_ORDER_MESSAGES.merged}</p>
            )}
            {ordered.length > 0 && (
              <div className={styles.tableWrap}>
                <tools.QuickOrderTable
                  rows={shown}
                  caption={
                    preview.errors.length > 0
                      ? `Order preview: ${lines(ordered.length)}, errors first`
                      : `Order preview: ${lines(ordered.length)}`
                  }
                />
              </div>
            )}
            {shown.length < ordered.length && (
              <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
                Show all {lines(ordered.length)}
              </Button>
            )}
            <div className={styles.addBar}>
              <Button onClick={handleAdd} disabled={ready === 0 || added !== null}>
                Add {lines(ready)} to cart
              </Button>
              {ready > 0 && (
                <span className={styles.units}>
                  {formatCount(preview.units)} {preview.units === 1 ? 'item' : 'items'}, subtotal{' '}
                  <Price value={preview.subtotal} size="sm" />
                  {pricesTerms && <> · {pricesTerms}</>}
                </span>
              )}
            </div>
          </>
        )}
        <output className={styles.added}>
          {added && (
            <>
              {added} <Link to={paths.cart}>View cart</Link>
            </>
          )}
        </output>
        {ready > 0 && (
          <Suspense fallback={null}>
            <OrderPlanner
              lines={planned}
              detail="totals"
              headingLevel={3}
              className={styles.planner}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
