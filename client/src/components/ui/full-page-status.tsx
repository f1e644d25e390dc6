import { SpinnerMessage } from './spinner';
import './full-page-status.css';

/** Centered spinner + message, e.g. "Verificando acceso...". */
export function FullPageStatus({ message }: { message: string }) {
  return <SpinnerMessage className="full-page-status" size={40} message={message} />;
}
