import { FullPagePanel } from '@/components/ui/full-page-status';
import { LoadError } from '@/components/ui/query-fallback';
import { isNetworkFailure } from '@/lib/connectivity';

type SessionUnreachableProps = { error: unknown; retry: () => unknown };

/** The session could not be checked because the server did not answer: the user stays signed in. */
export function SessionUnreachable({ error, retry }: SessionUnreachableProps) {
  // Issue 34: no network at all, and nothing kept on this device for this account.
  if (isNetworkFailure(error) || !navigator.onLine) {
    return (
      <FullPagePanel>
        <LoadError
          as="h1"
          error={error}
          refetch={retry}
          errorTitle="Sin conexión"
          errorFallback="Tu sesión sigue abierta, pero este dispositivo no guarda aún nada de tu cuenta para verlo sin internet. Conéctate y pulsa Reintentar."
        />
      </FullPagePanel>
    );
  }
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
