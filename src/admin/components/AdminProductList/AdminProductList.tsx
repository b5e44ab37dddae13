import { clsx } from 'clsx';
import { memo, useDeferredValue, useMemo, useState, type HTMLAttributes } from 'react';
import { ProductFlags } from '@/components/atoms/Badge';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { Price } from '@/components/atoms/Price';
import { TableHead, type TableColumn } from '@/components/atoms/TableHead';
import { TextField } from '@/components/atoms/TextField';
import { EmptyState } from '@/components/molecules/EmptyState';
import { ShowMore } from '@/components/molecules/ShowMore';
import { categoryNames } from '@/domain/catalogue';
import type { Category, Product } from '@/domain/types';
import styles from './AdminProductList.module.css';

/** The list's columns: pictures and actions are named for screen readers only. */
const COLUMNS: readonly (string | TableColumn)[] = [
  { label: 'Image', hidden: true },
  'Name',
  'Category',
  { label: 'Price', className: styles.priceCell },
  'Flags',
  { label: 'Actions', hidden: true },
];

/** How many rows appear at first and per 'Show more': a 5,000-product catalogue stays fast. */
const DEFAULT_PAGE_SIZE = 50;

export interface AdminProductListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onCopy'> {
  /** Every product, in the order to list them. */
  products: Product[];
  /** Categories, to show each product's category name. */
  categories: Category[];
  /** 'Add Product' and 'Add First Product'. */
  onAdd: () => void;
  /** Edit this product. */
  onEdit: (product: Product) => void;
  /** Start a new product from a copy of this one. */
  onCopy: (product: Product) => void;
  /** Delete this product (the page confirms). */
  onDelete: (product: Product) => void;
  /** Rows shown at first and added per 'Show more'. */
  pageSize?: number;
}

interface RowProps {
  product: Product;
  categoryName: string;
  onEdit: (product: Product) => void;
  onCopy: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function Flags({ product }: { product: Product }) {
  return (
    <ProductFlags
      className={styles.flags}
      isNew={product.isNew}
      isBestseller={product.isBestseller}
    />
  );
}

function Actions({ product, onEdit, onCopy, onDelete }: Omit<RowProps, 'categoryName'>) {
  return (
    <div className={styles.actions}>
      <IconButton icon="edit" label={`Edit ${product.name}`} onClick={() => onEdit(product)} />
      <IconButton icon="copy" label={`Copy ${product.name}`} onClick={() => onCopy(product)} />
      <IconButton
        icon="trash"
        label={`Delete ${product.name}`}
        className={styles.delete}
        onClick={() => onDelete(product)}
      />
    </div>
  );
}

// Rows are memoised so typing in the filter re-renders only rows whose product changed.
const TableRow = memo(function TableRow(props: RowProps) {
  const { product, categoryName } = props;
  return (
    <tr>
      <td className={styles.thumbCell}>
        <Image className={styles.thumb} src={product.images[0]} alt="" ratio="1:1" />
      </td>
      <th scope="row" className={styles.nameCell}>
        {product.name}
      </th>
      <td>{categoryName}</td>
      <td className={styles.priceCell}>
        <Price value={product.price} size="sm" />
      </td>
      <td>
        <Flags product={product} />
      </td>
      <td>
        <Actions {...props} />
      </td>
    </tr>
  );
});

const Card = memo(function Card(props: RowProps) {
  const { product, categoryName } = props;
  return (
    <li className={styles.card}>
      <Image className={styles.cardThumb} src={product.images[0]} alt="" ratio="1:1" />
      <div className={styles.cardBody}>
        <p className={styles.cardName}>{product.name}</p>
        <p className={styles.cardMeta}>
          <span>{categoryName}</span>
          <Price value={product.price} size="sm" />
        </p>
        <Flags product={product} />
      </div>
      <Actions {...props} />
    </li>
  );
});

/** The admin product list: filter, table on wide screens, cards on phones, row actions. */
export function AdminProductList({
  products,
  categories,
  onAdd,
  onEdit,
  onCopy,
  onDelete,
  pageSize = DEFAULT_PAGE_SIZE,
  className,
  ...rest
}: AdminProductListProps) {
  const [filter, setFilter] = useState('');
  // Typing stays responsive; the list catches up in a render React sets aside for more typing.
  const deferredFilter = useDeferredValue(filter);
  const [shown, setShown] = useState({ filter: '', count: pageSize });
  // A new filter starts again from the first page (derived during render, no effect needed).
  const visibleCount = shown.filter === deferredFilter ? shown.count : pageSize;

  const namesById = useMemo(() => categoryNames(categories), [categories]);

  const matches = useMemo(() => {
    const wanted = deferredFilter.trim().toLowerCase();
    if (wanted === '') return products;
    return products.filter((p) => p.name.toLowerCase().includes(wanted));
  }, [products, deferredFilter]);

  if (products.length === 0) {
    return (
      <div className={clsx(styles.root, className)} {...rest}>
        <EmptyState
          icon="image"
          title="Product Database Empty"
          body="Add your first product to start building the catalogue."
        >
          <Button icon={<Icon name="plus" size={18} />} onClick={onAdd}>
            Add First Product
          </Button>
        </EmptyState>
      </div>
    );
  }

  const visible = matches.slice(0, visibleCount);
  const rowProps = (product: Product): RowProps => ({
    product,
    categoryName: namesById.get(product.category) ?? product.category,
    onEdit,
    onCopy,
    onDelete,
  });

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <div className={styles.toolbar}>
        <TextField
          className={styles.filter}
          label="Filter products by name"
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
        />
        <Button icon={<Icon name="plus" size={18} />} onClick={onAdd}>
          Add Product
        </Button>
      </div>

      {matches.length === 0 ? (
        <p className={styles.noMatch} aria-live="polite">
          No products match “{deferredFilter.trim()}”.
        </p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Products</caption>
              <TableHead columns={COLUMNS} />
              <tbody>
                {visible.map((product) => (
                  <TableRow key={product.id} {...rowProps(product)} />
                ))}
              </tbody>
            </table>
          </div>

          <ul className={styles.cards} aria-label="Products">
            {visible.map((product) => (
              <Card key={product.id} {...rowProps(product)} />
            ))}
          </ul>
        </>
      )}

      <ShowMore
        className={styles.more}
        shown={visible.length}
        total={matches.length}
        onShowMore={() => setShown({ filter: deferredFilter, count: visibleCount + pageSize })}
      />
    </div>
  );
}
