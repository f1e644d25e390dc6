import type { ReactNode } from 'react';
import { ListStates, type ListStatesProps } from './list-states';
import { QueryContent, type LoadTexts, type QueryState } from './query-fallback';

type QueryListProps<TData, T> = ListStatesProps<T> & {
  query: QueryState<TData>;
  texts: LoadTexts;
  /** Search and filters over the list, shown once the query has answered. */
  toolbar?: ReactNode;
};

/**
 * A listed query: loading or the error until it answers, then its toolbar and the list's own states
 * (`items` come from its data).
 */
export function QueryList<TData, T>({ query, texts, toolbar, ...list }: QueryListProps<TData, T>) {
  return (
    <QueryContent query={query} texts={texts}>
      {() => (
        <>
          {toolbar}
          <ListStates {...list} />
        </>
      )}
    </QueryContent>
  );
}
