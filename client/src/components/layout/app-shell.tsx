import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { Brand } from './brand';
import { useShopBrand } from './shop-brand';
import type { MenuAction, NavItem } from './nav-types';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { useSideMenu } from './use-side-menu';
import './app-shell.css';

type AppShellProps = {
  /** Where the brand links to. */
  homeTo: string;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  items: NavItem[];
  /** Buttons at the bottom of the menu (e.g. log-out). */
  menuActions?: MenuAction[];
  /** Right side of the top header. */
  headerActions?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** Collapsible side menu (256 px / 64 px, overlay below 640 px) + header + content + footer. */
export function AppShell({ homeTo, navLabel, items, menuActions, headerActions, footer, children }: AppShellProps) {
  const menu = useSideMenu();
  const brand = useShopBrand();
  // On a phone the menu starts closed: its button carries the menu's counts, so a waiting request shows at once.
  const menuCount = items.reduce((sum, item) => sum + (item.badge ?? 0), 0);

  return (
    <div className="shell" data-menu={menu.open ? 'open' : 'closed'} data-layout={menu.isWide ? 'wide' : 'narrow'}>
      <a className="skip-link" href="#main-content">
        Saltar al contenido
      </a>

      <SideMenu
        homeTo={homeTo}
        navLabel={navLabel}
        items={items}
        actions={menuActions}
        isWide={menu.isWide}
        open={menu.open}
        onOpen={menu.openMenu}
        onClose={menu.closeMenu}
        onNavigate={menu.onNavigate}
      />

      {menu.isOverlay ? <div className="shell__overlay" aria-hidden="true" onClick={menu.closeMenu} /> : null}

      <div className="shell__body">
        <header className="topbar">
          {!menu.isWide ? (
            <>
              <button
                type="button"
                className="icon-button topbar__menu-button"
                title="Abrir menú"
                aria-label="Abrir menú"
                aria-controls={SIDE_MENU_ID}
                aria-expanded={menu.open}
                onClick={menu.openMenu}
              >
                <Icon name="menu" size={22} />
                {menuCount ? (
                  <span className="topbar__menu-badge" aria-hidden="true">
                    {menuCount}
                  </span>
                ) : null}
              </button>
              <Link to={homeTo} className="topbar__brand" aria-label={`${brand.full}, inicio`}>
                <Brand logoSize={32} hideName />
              </Link>
            </>
          ) : null}
          <div className="topbar__actions">{headerActions}</div>
        </header>

        <main id="main-content" className="shell__main" tabIndex={-1}>
          {children}
        </main>

        <footer className="app-footer">{footer}</footer>
      </div>
    </div>
  );
}
