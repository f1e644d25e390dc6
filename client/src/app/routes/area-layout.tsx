import { Outlet } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { Copyright } from '@/components/layout/copyright';
import { ShopNameProvider } from '@/components/layout/shop-brand';
import type { NavItem } from '@/components/layout/nav-types';
import { useLogout } from '@/features/auth/api/use-logout';
import { useSession } from '@/features/auth/api/use-session';
import { useSessionRenewal } from '@/features/auth/api/use-session-renewal';
import { UserMenu } from '@/features/auth/components/user-menu';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { OfflineFrame } from '@/features/offline/components/offline-frame';

type AreaLayoutProps = {
  homeTo: string;
  navLabel: string;
  items: NavItem[];
  footerSuffix?: string;
  shopName: string | null;
};

/** Shell of a signed-in area (render inside its guard): menu with log-out, header with the user. */
export function AreaLayout({ homeTo, navLabel, items, footerSuffix, shopName }: AreaLayoutProps) {
  const session = useSession();
  const { me } = session;
  const logout = useLogout();
  useSessionRenewal();

  return (
    <ShopNameProvider name={shopName}>
      <AppShell
        homeTo={homeTo}
        navLabel={navLabel}
        items={items}
        menuActions={[{ label: 'Cerrar Sesión', icon: 'logout', onClick: () => void logout() }]}
        headerActions={me ? <UserMenu user={me} /> : null}
        footer={<Copyright suffix={footerSuffix} />}
      >
        {me ? <VerifyEmailBanner user={me} /> : null}
        <OfflineFrame
          snapshot={session.status === 'offline' ? session.snapshot : null}
          onRetry={() => (session.status === 'offline' ? session.retry() : undefined)}
        >
          <Outlet />
        </OfflineFrame>
      </AppShell>
    </ShopNameProvider>
  );
}
