import { NavLink, Outlet } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { Copyright } from '@/components/layout/copyright';
import { ShopNameProvider } from '@/components/layout/shop-brand';
import { usePublicShopName } from '@/features/shop-brand/api/use-public-shop-name';
import { GuestRoute } from '@/features/auth/components/guest-route';
import { PUBLIC_NAV } from './public-nav';
import './public-layout.css';

function HeaderLinks() {
  return (
    <nav className="public-header-links" aria-label="Acceso">
      <NavLink to="/login" className="public-header-links__link">
        Iniciar Sesión
      </NavLink>
      <NavLink to="/register" className="public-header-links__link public-header-links__link--primary">
        Registrarse
      </NavLink>
    </nav>
  );
}

/** Login / register / forgot-password: signed-in users are sent to their area (unless `guestsOnly` is false). */
export function PublicLayout({ guestsOnly = true }: { guestsOnly?: boolean }) {
  const shopName = usePublicShopName();
  const content = (
    <div className="public-content">
      <Outlet />
    </div>
  );
  return (
    <ShopNameProvider name={shopName}>
      <AppShell
        homeTo="/login"
        navLabel="Menú principal"
        items={PUBLIC_NAV}
        headerActions={<HeaderLinks />}
        footer={<Copyright />}
      >
        {guestsOnly ? <GuestRoute>{content}</GuestRoute> : content}
      </AppShell>
    </ShopNameProvider>
  );
}
