import type { ReactNode } from 'react';
import { NoMatches, type NoMatchesProps } from './no-matches';
import { StatePanel, type StatePanelProps } from './state-panel';

type ListStatesProps<T> = {
  items: readonly T[];
  /** Shown when there is nothing at all. */
  empty: StatePanelProps;
  /** Shown instead when a search or filter hid everything (false: nothing was hidden). */
  noMatches?: NoMatchesProps | false;
  children: (items: readonly T[]) => ReactNode;
};

/** A list screen's three states: nothing yet, nothing matches, or the items. */
export function ListStates<T>({ items, empty, noMatches, children }: ListStatesProps<T>) {
  if (items.length > 0) return children(items);
  return noMatches ? <NoMatches {...noMatches} /> : <StatePanel {...empty} />;
}
