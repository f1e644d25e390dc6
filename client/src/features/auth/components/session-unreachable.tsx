import { FullPagePanel } from '@/components/ui/full-page-status';
import { LoadError } from '@/components/ui/query-fallback';

type SessionUnreachableProps = { error: unknown; retry: () => unknown };

/** The session could not be checked because the server did not answer: the user stays signed in. */
export function SessionUnreachable({ error, retry }: SessionUnreachableProps) {
  return (
    <FullPagePanel>
      <LoadError
        as="h1"
        error={error}
        refetch={retry}
        errorTitle="No se pudo conectar con el servidor"
        errorFallback="Tu sesión sigue abierta. Comprueba tu conexión e inténtalo de nuevo."
      />
    </FullPagePanel>
  );
}
