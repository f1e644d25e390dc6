import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type CardPanelProps = {
  /** The panel family's block class ('stats-panel', 'dashboard-panel'); title, link and empty line hang off it. */
  block: string;
  /** Names the title's id: 'top-clients' → 'top-clients-title'. */
  id: string;
  title: string;
  /** A link beside the title ('Ver todos'). */
  link?: { to: string; label: string };
  /** Said instead of the content when there is nothing to show. */
  empty?: string | false;
  children?: ReactNode;
};

/** A titled card on the dashboard or the stats screen, named by its heading. */
export function CardPanel({ block, id, title, link, empty, children }: CardPanelProps) {
  const titleId = `${id}-title`;
  const heading = (
    <h2 id={titleId} className={`${block}__title`}>
      {title}
    </h2>
  );
  return (
    <section className={`card panel ${block}`} aria-labelledby={titleId}>
      {link ? (
        <div className={`${block}__head`}>
          {heading}
          <Link to={link.to} className={`${block}__link`}>
            {link.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {empty ? <p className={`${block}__empty`}>{empty}</p> : children}
    </section>
  );
}
