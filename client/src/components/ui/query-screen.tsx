import type { ComponentProps, ReactNode } from 'react';
import { QueryContent, type LoadTexts, type QueryState } from './query-fallback';
import { Screen } from './screen';

type QueryScreenProps<TData> = Omit<ComponentProps<typeof Screen>, 'children'> & {
  query: QueryState<TData>;
  texts: LoadTexts;
  children: (data: TData) => ReactNode;
};

/** A screen drawn from one query: its header at once, then loading, the error with 'Reintentar', or the content. */
export function QueryScreen<TData>({ query, texts, children, ...screen }: QueryScreenProps<TData>) {
  return (
    <Screen {...screen}>
      <QueryContent query={query} texts={texts}>
        {children}
      </QueryContent>
    </Screen>
  );
}
