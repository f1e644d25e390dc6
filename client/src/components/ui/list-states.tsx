import type { ReactNode } from 'react';
import { NoMatches, type NoMatchesProps } from './no-matches';
import { StatePanel, type StatePanelProps } from './state-panel';

export type ListStatesProps<T> = {
  items: readonly T[];
  /** Shown when there is nothing at all. */
  empty: StatePanelProps;
  /** Shown instead when a search or filter hid everything (false: nothing was hidden). */
  noMatches?: NoMatchesProps | false;
  /** The list element: its class and accessible name; `ol` where the order means something. */
  list: { as?: 'ul' | 'ol'; className: string; label: string };
  /** One item's `<li>` (keyed). */
  children: (item: T) => ReactNode;
};

/** A list screen's three states: nothing yet, nothing matches, or the items. */
export function ListStates<T>({ items, empty, noMatches, list, children }: ListStatesProps<T>) {
  if (items.length === 0) return noMatches ? <NoMatches {...noMatches} /> : <StatePanel {...empty} />;
  const { as: List = 'ul', className, label } = list;
  return (
    <List className={className} aria-label={label}>
      {items.map(children)}
    </List>
  );
}
