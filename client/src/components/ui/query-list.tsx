import { ListStates, type ListStatesProps } from './list-states';
import { QueryContent, type LoadTexts, type QueryState } from './query-fallback';

type QueryListProps<TData, T> = ListStatesProps<T> & {
  query: QueryState<TData>;
  texts: LoadTexts;
};

/** A listed query: loading or the error until it answers, then the list's own states (`items` come from its data). */
export function QueryList<TData, T>({ query, texts, ...list }: QueryListProps<TData, T>) {
  return (
    <QueryContent query={query} texts={texts}>
      {() => <ListStates {...list} />}
    </QueryContent>
  );
}
