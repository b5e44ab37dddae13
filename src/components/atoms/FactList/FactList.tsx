import type { HTMLAttributes, ReactNode } from 'react';

/** One fact: its term and its value ('Gross weight', '12 kg'). Terms are unique within a list. */
export type Fact = readonly [term: string, value: ReactNode];

export interface FactListProps extends HTMLAttributes<HTMLDListElement> {
  /** The facts in the order they read; an empty list draws nothing. */
  facts: readonly Fact[];
}

/**
 * Terms and their values as a description list, each pair in its own group so a grid can lay the
 * pairs out. It has no look of its own: the module that uses it styles it through `className`
 * (a product's shipping facts on screen, a line sheet's card in print).
 */
export function FactList({ facts, ...rest }: FactListProps) {
  if (facts.length === 0) return null;
  return (
    <dl {...rest}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
