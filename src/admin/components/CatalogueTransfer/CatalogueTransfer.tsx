import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { FormAlert } from '@/components/molecules/FormAlert';
import styles from './CatalogueTransfer.module.css';
import { FileButton } from '../FileButton';

/** How many of one kind of record the browser holds now and the file would bring. */
export interface TransferCount {
  current: number;
  incoming: number;
}

/** A file that has been read and checked, waiting for the admin to confirm the replacement. */
export interface PendingImport {
  /** Per part of the catalogue (products, categories, ...). */
  counts: Record<string, TransferCount>;
  /** The chosen file's name. */
  fileName: string;
}

export interface CatalogueTransferProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Download the whole catalogue as one JSON file. */
  onExport: () => void;
  /** A JSON file the admin picked; the page reads and checks it, then passes `pending`. */
  onImportFile: (file: File) => void;
  /** The checked file awaiting confirmation; shows the preview. */
  pending?: PendingImport;
  /** Replace the stored catalogue with the pending one. */
  onConfirmImport: () => void;
  /** Drop the pending file. */
  onCancelImport: () => void;
  /** What is wrong with the picked file, shown as an alert. */
  error?: string;
  /** Each invalid entry of the file, one line each ('Entry 4, price: ...'), listed under `error`. */
  problems?: string[];
  /** Work in progress: exporting, reading the file, or replacing the catalogue. */
  busy?: 'export' | 'read' | 'import';
  /** The heading level of the panel title. */
  headingLevel?: 2 | 3;
}

/** How the parts of the catalogue document are called on screen. */
const PART_LABELS: Record<string, string> = {
  products: 'Products',
  categories: 'Categories',
  sliderItems: 'Slider items',
  inspirations: 'Design inspirations',
  gallery: 'Gallery images',
  siteSettings: 'Site settings',
  socialLinks: 'Social links',
};

/** Problems listed for a refused file; the rest are counted ('and 3 more'). */
const PROBLEMS_SHOWN = 10;

/**
 * Backup and restore of the whole catalogue as one JSON file
 * (docs/decisions.md#d14-export-and-import).
 */
export function CatalogueTransfer({
  onExport,
  onImportFile,
  pending,
  onConfirmImport,
  onCancelImport,
  error,
  problems = [],
  busy,
  headingLevel = 2,
  className,
  ...rest
}: CatalogueTransferProps) {
  const titleId = useId();
  const hintId = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const working = busy !== undefined;

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.intro}>
        <Heading id={titleId} className={styles.title}>
          Catalogue backup
        </Heading>
        <p className={styles.text}>
          Everything you manage here lives in this browser. Export it as one file to keep a copy or
          move it to another browser; importing a file replaces what is stored here.
        </p>
      </div>

      <div className={styles.controls}>
        <Button
          variant="secondary"
          icon={<Icon name="download" size={18} />}
          busy={busy === 'export'}
          busyLabel="Exporting..."
          disabled={working}
          onClick={onExport}
        >
          Export catalogue
        </Button>
        <FileButton
          label="Import catalogue"
          busyLabel="Reading file..."
          busy={busy === 'read'}
          disabled={working}
          accept="application/json,.json"
          aria-describedby={hintId}
          onFiles={([file]) => file && onImportFile(file)}
        />
        <p id={hintId} className={styles.hint}>
          A .json file exported from this page. Nothing changes until you confirm.
        </p>
      </div>

      {error && (
        <div className={styles.error}>
          <FormAlert>{error}</FormAlert>
          {problems.length > 0 && (
            <>
              <ul className={styles.problems} aria-label="Problems in the file">
                {problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
                  <li key={index}>{problem}</li>
                ))}
              </ul>
              {problems.length > PROBLEMS_SHOWN && (
                <p className={styles.more}>and {problems.length - PROBLEMS_SHOWN} more</p>
              )}
            </>
          )}
        </div>
      )}

      {pending && (
        <section className={styles.preview} aria-labelledby={`${titleId}-preview`}>
          <Subheading id={`${titleId}-preview`} className={styles.previewTitle}>
            Ready to import <span className={styles.fileName}>{pending.fileName}</span>
          </Subheading>
          <table className={styles.table}>
            <caption className="visually-hidden">What the import would change</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">In this browser</th>
                <th scope="col">In the file</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(pending.counts).map(([part, count]) => (
                <tr key={part}>
                  <th scope="row">{PART_LABELS[part] ?? part}</th>
                  <td>{count.current}</td>
                  <td data-changed={count.current !== count.incoming || undefined}>
                    {count.incoming}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.warning}>
            <Icon name="alert" size={18} />
            Replacing overwrites the whole catalogue stored in this browser. Export first if you may
            want it back.
          </p>
          <div className={styles.previewActions}>
            <Button
              variant="danger"
              busy={busy === 'import'}
              busyLabel="Importing..."
              disabled={working}
              onClick={onConfirmImport}
            >
              Replace catalogue
            </Button>
            <Button variant="ghost" disabled={busy === 'import'} onClick={onCancelImport}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
