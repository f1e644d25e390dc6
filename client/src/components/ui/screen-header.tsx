import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { PageTitle } from './page-title';
import './screen-header.css';

export type ScreenHeaderProps = {
  title: string;
  description?: ReactNode;
  /** A back link above the title. */
  back?: { to: string; label: string };
  /** Small label next to the title (e.g. a count). */
  badge?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
};

/** A screen's heading: document title, optional back link, h1, description, badge and actions. */
export function ScreenHeader({ title, description, back, badge, actions }: ScreenHeaderProps) {
  return (
    <header className="screen-header">
      <PageTitle title={title} />
      {back ? (
        <ButtonLink to={back.to} variant="ghost" className="screen-header__back" icon="arrowLeft">
          {back.label}
        </ButtonLink>
      ) : null}
      <div className="screen-header__row">
        <div className="screen-header__text">
          <div className="screen-header__title-row">
            <h1 id="page-title">{title}</h1>
            {badge ? <span className="pill tone-green screen-header__badge">{badge}</span> : null}
          </div>
          {description ? <p className="screen-header__description">{description}</p> : null}
        </div>
        {actions ? <div className="screen-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
