import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Brand } from './brand';
import { useShopBrand } from './shop-brand';
import type { MenuAction, NavItem } from './nav-types';
import './side-menu.css';

export const SIDE_MENU_ID = 'side-menu';

// Keyed by label, so the button that was pressed goes away rather than changing under the focus.
const TOGGLES = {
  close: { label: 'Cerrar menú', className: 'icon-button side-menu__icon-button' },
  reveal: { label: 'Abrir menú', className: 'icon-button side-menu__icon-button side-menu__reveal' },
};

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
  // Open: a close button; collapsed to icons: a reveal button; hidden on a phone: neither.
  const toggle = open ? TOGGLES.close : collapsed ? TOGGLES.reveal : null;

  return (
    <aside
      id={SIDE_MENU_ID}
      className="side-menu"
      data-state={open ? 'expanded' : collapsed ? 'collapsed' : 'hidden'}
      aria-label="Menú lateral"
      inert={hidden}
    >
      <div className="side-menu__header">
        <Link
          to={homeTo}
          className="side-menu__brand"
          aria-label={`${brand.full}, inicio`}
          title={brand.full}
          onClick={onNavigate}
        >
          <Brand hideName={collapsed} />
        </Link>
        {toggle ? (
          <button
            key={toggle.label}
            ref={open ? closeRef : undefined}
            type="button"
            className={toggle.className}
            title={toggle.label}
            aria-label={toggle.label}
            aria-controls={SIDE_MENU_ID}
            aria-expanded={open ? 'true' : 'false'}
            onClick={open ? onClose : onOpen}
          >
            <Icon name={open ? (isWide ? 'panelClose' : 'close') : 'panelOpen'} />
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
                title={collapsed ? (item.badge ? `${item.label} (${item.badge})` : item.label) : undefined}
                onClick={onNavigate}
              >
                <Icon name={item.icon} className="side-menu__icon" />
                <span className={textClass}>
                  <span className="side-menu__label">{item.label}</span>
                  {item.description ? <span className="side-menu__description">{item.description}</span> : null}
                </span>
                {item.badge ? <span className="side-menu__badge">{item.badge}</span> : null}
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
