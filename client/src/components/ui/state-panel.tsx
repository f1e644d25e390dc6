import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { SpinnerMessage } from './spinner';
import './state-panel.css';

export type StatePanelProps = {
  title: string;
  message?: ReactNode;
  icon?: IconName;
  tone?: 'neutral' | 'error';
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h1' | 'h2' | 'h3';
};

/** An empty, not-found or error state inside a screen: icon, title, message and actions. */
export function StatePanel({
  title,
  message,
  icon = 'info',
  tone = 'neutral',
  actions,
  as: Heading = 'h2',
}: StatePanelProps) {
  return (
    <div className={`card state-panel state-panel--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={tone === 'error' ? 'alert' : icon} size={32} className="state-panel__icon" />
      <Heading className="state-panel__title">{title}</Heading>
      {message ? <p className="state-panel__message">{message}</p> : null}
      {actions ? <div className="state-panel__actions">{actions}</div> : null}
    </div>
  );
}

/** A loading line for a section or a screen ("Cargando cita..."). */
export function LoadingPanel({ message }: { message: string }) {
  return <SpinnerMessage className="loading-panel" size={28} message={message} />;
}
