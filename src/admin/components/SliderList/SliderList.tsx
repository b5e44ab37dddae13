import { clsx } from 'clsx';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { EmptyState } from '@/components/molecules/EmptyState';
import type { SliderItem } from '@/domain/types';
import { ListBar } from '../ListBar';
import styles from './SliderList.module.css';

export interface SliderListProps extends HTMLAttributes<HTMLDivElement> {
  /** The slides, in the order the slider shows them. */
  items: SliderItem[];
  /** Move a slide one step: -1 up (earlier), 1 down (later). */
  onMove: (id: string, direction: -1 | 1) => void;
  /** Edit this slide. */
  onEdit: (item: SliderItem) => void;
  /** Delete this slide (the page confirms and keeps at least one). */
  onDelete: (item: SliderItem) => void;
  /** 'Add Slide'. */
  onAdd: () => void;
}

interface PendingFocus {
  id: string;
  direction: -1 | 1;
  /** The items when the move was asked for; focus is restored once they are replaced. */
  from: SliderItem[];
}

/** The slider admin list: preview, caption, button, reorder, edit and delete. */
export function SliderList({
  items,
  onMove,
  onEdit,
  onDelete,
  onAdd,
  className,
  ...rest
}: SliderListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);

  // Reordering moves DOM nodes and can drop focus; once the new order arrives, put it back on
  // the same button of the moved slide, or on the other move button when that end is reached.
  useEffect(() => {
    if (!pendingFocus || pendingFocus.from === items) return;
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>(
      `[data-slide-id="${CSS.escape(pendingFocus.id)}"]`,
    );
    if (!row) return;
    const same = row.querySelector<HTMLButtonElement>(`[data-move="${pendingFocus.direction}"]`);
    const other = row.querySelector<HTMLButtonElement>(`[data-move="${-pendingFocus.direction}"]`);
    const target = same && !same.disabled ? same : other;
    if (target && document.activeElement !== target) target.focus();
    setPendingFocus(null);
  }, [items, pendingFocus]);

  function handleMove(id: string, direction: -1 | 1) {
    setPendingFocus({ id, direction, from: items });
    onMove(id, direction);
  }

  const addButton = (
    <Button icon={<Icon name="plus" size={18} />} onClick={onAdd}>
      Add Slide
    </Button>
  );

  if (items.length === 0) {
    return (
      <div className={clsx(styles.root, className)} {...rest}>
        <EmptyState
          icon="image"
          title="No slides yet"
          body="The home page shows 'Slider content loading...' until you add one."
        >
          {addButton}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <ListBar count={items.length} one="slide" many="slides">
        {addButton}
      </ListBar>
      <ol ref={listRef} className={styles.list} aria-label="Slides">
        {items.map((item, index) => {
          const name = item.caption.trim() || `slide ${index + 1}`;
          return (
            <li key={item.id} className={styles.item} data-slide-id={item.id}>
              <Image className={styles.preview} src={item.imageUrl} alt="" ratio="16:7" />
              <div className={styles.body}>
                <p className={styles.position}>
                  Slide {index + 1} of {items.length}
                </p>
                <p className={styles.caption}>{item.caption}</p>
                <dl className={styles.meta}>
                  <div>
                    <dt>Button</dt>
                    <dd>{item.buttonText}</dd>
                  </div>
                  <div>
                    <dt>Link</dt>
                    <dd>{item.buttonLink}</dd>
                  </div>
                </dl>
              </div>
              <div className={styles.actions}>
                <IconButton
                  icon="chevronUp"
                  label={`Move ${name} up`}
                  data-move="-1"
                  disabled={index === 0}
                  onClick={() => handleMove(item.id, -1)}
                />
                <IconButton
                  icon="chevronDown"
                  label={`Move ${name} down`}
                  data-move="1"
                  disabled={index === items.length - 1}
                  onClick={() => handleMove(item.id, 1)}
                />
                <IconButton icon="edit" label={`Edit ${name}`} onClick={() => onEdit(item)} />
                <IconButton
                  icon="trash"
                  label={`Delete ${name}`}
                  className={styles.delete}
                  onClick={() => onDelete(item)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
