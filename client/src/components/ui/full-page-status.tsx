import type { ReactNode } from 'react';
import { SpinnerMessage } from './spinner';
import './full-page-status.css';

/** Centered spinner + message, e.g. "Verificando acceso...". */
export function FullPageStatus({ message }: { message: string }) {
  return <SpinnerMessage className="full-page-status" size={40} message={message} />;
}

/** The same centred page for a state with more than a line (an error panel and its 'Reintentar'). */
export function FullPagePanel({ children }: { children: ReactNode }) {
  return <div className="full-page-status full-page-status--panel">{children}</div>;
}
