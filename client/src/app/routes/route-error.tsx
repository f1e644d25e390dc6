import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageTitle } from '@/components/ui/page-title';
import './route-error.css';

/** Root error boundary (includes failed chunk downloads after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Página no encontrada' : 'Algo salió mal';

  return (
    <main className="route-error">
      <PageTitle title={title} />
      <div className="route-error__card card">
        <h1>{title}</h1>
        <p>
          {notFound
            ? 'La página que buscas no existe.'
            : 'No se pudo cargar esta página. Comprueba tu conexión e inténtalo de nuevo.'}
        </p>
        <div className="route-error__actions">
          <Button onClick={() => window.location.reload()}>Reintentar</Button>
          <ButtonLink to="/" variant="secondary">
            Ir al inicio
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
