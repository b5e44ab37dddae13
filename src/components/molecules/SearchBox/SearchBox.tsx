import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import styles from './SearchBox.module.css';

export interface SearchBoxProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'role'
> {
  /** Called with the trimmed query when the form is submitted; blank queries are not raised. */
  onSearch: (query: string) => void;
  /** The text the field starts with (e.g. the current query on the search page). */
  defaultValue?: string;
  /** Layout: full size, compact for the header bar, or full width for the mobile menu. */
  variant?: 'default' | 'compact' | 'mobile';
  /** The field's label, read by screen readers (visually hidden). */
  label?: string;
  /** Placeholder hint inside the field. */
  placeholder?: string;
}

/** A product search form (role=search) that hands the trimmed query to the page. */
export function SearchBox({
  onSearch,
  defaultValue = '',
  variant = 'default',
  label = 'Search products',
  placeholder = 'Search products…',
  className,
  ...rest
}: SearchBoxProps) {
  const inputId = useId();
  const [query, setQuery] = useState(defaultValue);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') return;
    onSearch(trimmed);
  }

  return (
    <form
      // <search> is newer than the role maps our tests and some screen readers use; a form
      // with role=search is the long-standing equivalent.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="search"
      className={clsx(styles.root, className)}
      data-variant={variant}
      onSubmit={handleSubmit}
      {...rest}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
      />
      <IconButton type="submit" className={styles.submit} icon="search" label="Search" />
    </form>
  );
}
