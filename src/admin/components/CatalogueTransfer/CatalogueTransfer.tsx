import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { FormAlert } from '@/components/molecules/FormAlert';
import { TableHead } from '@/components/atoms/TableHead';
import { ENTITY_HEADINGS } from '@/domain/publishing';
import styles from './CatalogueTransfer.module.css';
import { TransferPanel, TransferPreview, type TransferProps } from '../TransferPanel';

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

/** Export downloads the whole catalogue as one JSON file; a picked JSON file comes back as `pending`. */
export interface CatalogueTransferProps extends TransferProps<'import'> {
  /** The checked file awaiting confirmation; shows the preview. */
  pending?: PendingImport;
  /** Replace the stored catalogue with the pending one. */
  onConfirmImport: () => void;
  /** Drop the pending file. */
  onCancelImport: () => void;
  /** Each invalid entry of the file, one line each ('Entry 4, price: ...'), listed under `error`. */
  problems?: string[];
}

/** How the parts of the catalogue document are called on screen: as in the change list. */
const PART_LABELS: Record<string, string> = ENTITY_HEADINGS;

/** Problems listed for a refused file; the rest are counted ('and 3 more'). */
const PROBLEMS_SHOWN = 10;

/**
 * Backup and restore of the whole catalogue as one JSON file
 * (docs/decisions.md#d14-export-and-import).
 */
export function CatalogueTransfer({
  pending,
  onConfirmImport,
  onCancelImport,
  error,
  problems = [],
  busy,
  headingLevel = 2,
  ...rest
}: CatalogueTransferProps) {
  return (
    <TransferPanel
      title="Catalogue backup"
      description="Everything you manage here lives in this browser. Export it as one file to keep a copy or move it to another browser; importing a file replaces what is stored here."
      exportLabel="Export catalogue"
      importLabel="Import catalogue"
      accept="application/json,.json"
      hint="A .json file exported from this page. Nothing changes until you confirm."
      busy={busy}
      headingLevel={headingLevel}
      {...rest}
    >
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
        <TransferPreview
          fileName={pending.fileName}
          headingLevel={headingLevel}
          confirm={
            <Button
              variant="danger"
              busy={busy === 'import'}
              busyLabel="Importing..."
              disabled={busy !== undefined}
              onClick={onConfirmImport}
            >
              Replace catalogue
            </Button>
          }
          onCancel={onCancelImport}
          cancelDisabled={busy === 'import'}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">What the import would change</caption>
            <TableHead columns={['Part', 'In this browser', 'In the file']} />
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
        </TransferPreview>
      )}
    </TransferPanel>
  );
}
