import { Spinner } from './spinner';
import './full-page-status.css';

/** Centered spinner + message, e.g. "Verificando acceso...". */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <div className="full-page-status" role="status" aria-live="polite">
      <Spinner size={40} />
      <p>{message}</p>
    </div>
  );
}
