import { Link } from 'react-router-dom';
import { Icon, type IconName } from './icon';
import { IconTile } from './icon-tile';
import './shortcut-cards.css';

export type Shortcut = { to: string; title: string; text: string; icon: IconName };

/** A row of cards that each open a section (the client home's and the dashboard's shortcuts). */
export function ShortcutCards({ items }: { items: readonly Shortcut[] }) {
  return (
    <nav aria-label="Accesos directos">
      <ul className="shortcut-cards">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="shortcut-card card">
              <IconTile name={item.icon} size={24} />
              <span className="shortcut-card__text">
                <span className="shortcut-card__title">{item.title}</span>
                <span className="shortcut-card__hint">{item.text}</span>
              </span>
              <Icon name="chevronRight" size={20} className="shortcut-card__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
