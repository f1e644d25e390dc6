import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Brand } from './brand';
import { useShopBrand } from './shop-brand';
import type { MenuAction, NavItem } from './nav-types';
import './side-menu.css';

export const SIDE_MENU_ID = 'side-menu';

type SideMenuProps = {
  homeTo: string;
  navLabel: string;
  items: NavItem[];
  actions?: MenuAction[];
  isWide: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onNavigate: () => void;
};

export function SideMenu({
  homeTo,
  navLabel,
  items,
  actions = [],
  isWide,
  open,
  onOpen,
  onClose,
  onNavigate,
}: SideMenuProps) {
  const collapsed = isWide && !open;
  const hidden = !isWide && !open;
  const closeRef = useRef<HTMLButtonElement>(null);
  const brand = useShopBrand();

  // Opening the overlay on a narrow screen moves focus into it.
  useEffect(() => {
    if (!isWide && open) closeRef.current?.focus();
  }, [isWide, open]);

  const textClass = collapsed ? 'visually-hidden' : 'side-menu__text';

  return (
    <aside
      id={SIDE_MENU_ID}
      className="side-menu"
      data-state={open ? 'expanded' : collapsed ? 'collapsed' : 'hidden'}
      aria-label="Menú lateral"
      inert={hidden}
    >
      <div className="side-menu__header">
        <Link to={homeTo} className="side-menu__brand" aria-label={`${brand.full}, inicio`} onClick={onNavigate}>
          <Brand hideName={collapsed} />
        </Link>
        {open ? (
          <button
            ref={closeRef}
            type="button"
            className="side-menu__icon-button"
            title="Cerrar menú"
            aria-label="Cerrar menú"
            aria-controls={SIDE_MENU_ID}
            aria-expanded="true"
            onClick={onClose}
          >
            <Icon name={isWide ? 'panelClose' : 'close'} />
          </button>
        ) : null}
        {collapsed ? (
          <button
            type="button"
            className="side-menu__icon-button side-menu__reveal"
            title="Abrir menú"
            aria-label="Abrir menú"
            aria-controls={SIDE_MENU_ID}
            aria-expanded="false"
            onClick={onOpen}
          >
            <Icon name="panelOpen" />
          </button>
        ) : null}
      </div>

      <nav className="side-menu__nav" aria-label={navLabel}>
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className="side-menu__item"
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
              >
                <Icon name={item.icon} className="side-menu__icon" />
                <span className={textClass}>
                  <span className="side-menu__label">{item.label}</span>
                  {item.description ? <span className="side-menu__description">{item.description}</span> : null}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {actions.length > 0 ? (
        <div className="side-menu__footer">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="side-menu__item side-menu__action"
              title={collapsed ? action.label : undefined}
              onClick={action.onClick}
            >
              <Icon name={action.icon} className="side-menu__icon" />
              <span className={textClass}>
                <span className="side-menu__label">{action.label}</span>
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </aside>
  );
}
