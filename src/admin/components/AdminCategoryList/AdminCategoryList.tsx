import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { EmptyState } from '@/components/molecules/EmptyState';
import type { Category } from '@/domain/types';
import { canDeleteCategory } from '../../domain/forms';
import { ListBar } from '../ListBar';
import styles from './AdminCategoryList.module.css';

export interface AdminCategoryListProps extends HTMLAttributes<HTMLDivElement> {
  /** Every category with its subcategories, in stored order. */
  categories: Category[];
  /** Products per category or subcategory id, as the page counts them; missing ids show 0. */
  productCounts: Record<string, number>;
  /** 'Add Category'. */
  onAdd: () => void;
  /** Edit this category (and its subcategories). */
  onEdit: (category: Category) => void;
  /** Delete this category (the page confirms); never offered for 'all'. */
  onDelete: (category: Category) => void;
}

function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

interface RowProps {
  category: Category;
  productCounts: Record<string, number>;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function CategoryRow({ category, productCounts, onEdit, onDelete }: RowProps) {
  const blocked = canDeleteCategory(category.id);
  const subcategories = category.subcategories ?? [];
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <div className={styles.summary}>
          <p className={styles.name}>{category.name}</p>
          <p className={styles.meta}>
            <code className={styles.id}>{category.id}</code>
            <span>{countLabel(productCounts[category.id] ?? 0)}</span>
          </p>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="edit" size={16} />}
            aria-label={`Edit ${category.name}`}
            onClick={() => onEdit(category)}
          >
            Edit
          </Button>
          {blocked === null ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles.delete}
              icon={<Icon name="trash" size={16} />}
              aria-label={`Delete ${category.name}`}
              onClick={() => onDelete(category)}
            >
              Delete
            </Button>
          ) : (
            <p className={styles.reason}>
              <Icon name="info" size={16} />
              {blocked}
            </p>
          )}
        </div>
      </div>
      {subcategories.length > 0 && (
        <ul className={styles.subList} aria-label={`${category.name} subcategories`}>
          {subcategories.map((sub) => (
            <li key={sub.id} className={styles.sub}>
              <span className={styles.subName}>{sub.name}</span>
              <span className={styles.subCount}>{countLabel(productCounts[sub.id] ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The category admin list: categories with subcategories, counts, edit and delete. */
export function AdminCategoryList({
  categories,
  productCounts,
  onAdd,
  onEdit,
  onDelete,
  className,
  ...rest
}: AdminCategoryListProps) {
  const addButton = (
    <Button icon={<Icon name="plus" size={18} />} onClick={onAdd}>
      Add Category
    </Button>
  );
  const ownCategories = categories.filter((c) => c.id !== 'all');

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <ListBar count={categories.length} one="category" many="categories">
        {addButton}
      </ListBar>
      {categories.length > 0 && (
        <ul className={styles.list} aria-label="Categories">
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              productCounts={productCounts}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {ownCategories.length === 0 && (
        <EmptyState
          icon="plus"
          title="No categories yet"
          body="Only 'All Products' exists. Add a category such as Mirrors or Lighting to group your products."
        />
      )}
    </div>
  );
}
