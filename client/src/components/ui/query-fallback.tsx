import type { ReactNode } from 'react';
import { errorMessage, isOutdatedClient } from '@/lib/error-message';
import { Button } from './button';
import { LoadingPanel, StatePanel } from './state-panel';

type LoadErrorProps = {
  error: unknown;
  refetch: () => unknown;
  /** 'Error al cargar los clientes'. */
  errorTitle: string;
  /** Said when the error carries no message of its own; 'Error desconocido' unless the screen knows better. */
  errorFallback?: string;
  as?: 'h1' | 'h2' | 'h3';
  retryVariant?: 'primary' | 'secondary';
  /** More ways out, after 'Reintentar' ('Volver a Cortes'). */
  moreActions?: ReactNode;
};

/** The data could not be loaded: the reason and 'Reintentar', which asks again. */
export function LoadError({
  error,
  refetch,
  errorTitle,
  errorFallback = 'Error desconocido',
  as,
  retryVariant,
  moreActions,
}: LoadErrorProps) {
  return (
    <StatePanel
      tone="error"
      as={as}
      title={errorTitle}
      message={errorMessage(error, errorFallback)}
      actions={
        <>
          {isOutdatedClient(error) ? (
            <Button variant={retryVariant} onClick={() => window.location.reload()}>
              Recargar la página
            </Button>
          ) : (
            <Button variant={retryVariant} onClick={() => void refetch()}>
              Reintentar
            </Button>
          )}
          {moreActions}
        </>
      }
    />
  );
}

type QueryFallbackProps = LoadErrorProps & {
  loading: boolean;
  /** 'Cargando clientes...'. */
  loadingMessage: string;
};

/** A screen's words for its loading and error states. */
export type LoadTexts = Pick<QueryFallbackProps, 'loadingMessage' | 'errorTitle' | 'errorFallback'>;

/**
 * A screen's words for loading `what` ('los clientes'), alike on every screen: 'Cargando clientes...' and
 * 'Error al cargar los clientes'; `errorFallback` when the error carries no message of its own.
 */
export function loadTexts(what: string, errorFallback?: string): LoadTexts {
  const noun = what.replace(/^(el|la|los|las) /, '');
  return { loadingMessage: `Cargando ${noun}...`, errorTitle: `Error al cargar ${what}`, errorFallback };
}

/**
 * What every screen shows while its query has no data: 'Cargando...' while it is on its way,
 * otherwise the error and 'Reintentar'. Screens render their data themselves once it is there.
 */
export function QueryFallback({ loading, loadingMessage, ...error }: QueryFallbackProps) {
  return loading ? <LoadingPanel message={loadingMessage} /> : <LoadError {...error} />;
}

/** The part of a query's result the fallback needs. */
export type QueryState<TData> = {
  data: TData | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type QueryContentProps<TData> = Pick<LoadErrorProps, 'as' | 'moreActions'> & {
  query: QueryState<TData>;
  texts: LoadTexts;
  children: (data: TData) => ReactNode;
};

/** The fallback until the query has data, then what the screen draws from it. */
export function QueryContent<TData>({ query, texts, children, ...fallback }: QueryContentProps<TData>) {
  const { data, loading, error, refetch } = query;
  if (data === undefined) {
    return <QueryFallback loading={loading} error={error} refetch={refetch} {...fallback} {...texts} />;
  }
  return children(data);
}
