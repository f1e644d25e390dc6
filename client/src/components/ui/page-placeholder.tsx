import type { ReactNode } from 'react';
import { Icon } from './icon';
import { PageTitle } from './page-title';
import './page-placeholder.css';

/** Stand-in for a screen a later issue builds: the heading plus a short note. */
export function PagePlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-placeholder" aria-labelledby="page-title">
      <PageTitle title={title} />
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
        {description ? <p>{description}</p> : null}
      </header>
      <div className="card page-placeholder__body">
        <Icon name="info" size={24} className="page-placeholder__icon" />
        <p>Esta sección estará disponible próximamente.</p>
      </div>
      {children}
    </section>
  );
}
