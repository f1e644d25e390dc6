import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icon';

const SHORTCUTS: { to: string; title: string; text: string; icon: IconName }[] = [
  { to: '/admin/appointments', title: 'Citas', text: 'Confirma, rechaza y completa', icon: 'calendar' },
  { to: '/admin/users', title: 'Clientes', text: 'Consulta y administra', icon: 'users' },
  { to: '/admin/cuts', title: 'Servicios', text: 'Cortes, precios y duración', icon: 'scissors' },
];

/** SPEC §2: three shortcut cards (appointments, clients, services). */
export function ShortcutCards() {
  return (
    <nav aria-label="Accesos directos">
      <ul className="shortcut-cards">
        {SHORTCUTS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="shortcut-card card">
              <span className="shortcut-card__icon">
                <Icon name={item.icon} size={24} />
              </span>
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
