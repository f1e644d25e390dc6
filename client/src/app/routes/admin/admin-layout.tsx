import { AreaRoute } from '@/features/auth/components/area-route';
import { useAdminShopName } from '@/features/shop-brand/api/use-admin-shop-name';
import { PENDING_REQUESTS_PATH, usePendingRequestCount, usePendingRequestsLive } from '@/lib/pending-requests';
import { AreaLayout } from '../area-layout';
import { ADMIN_NAV } from './admin-nav';

export function AdminLayout() {
  return (
    <AreaRoute role="ADMIN">
      <AdminShell />
    </AreaRoute>
  );
}

// Inside the guard (or once the session is an admin's), so only a verified admin asks for the settings.
export function AdminShell() {
  const shopName = useAdminShopName();
  const pending = usePendingRequestCount();
  usePendingRequestsLive();
  const items = ADMIN_NAV.map((item) => (item.to === PENDING_REQUESTS_PATH ? { ...item, badge: pending ?? 0 } : item));
  return (
    <AreaLayout
      homeTo="/admin"
      navLabel="Menú de administración"
      items={items}
      footerSuffix="Panel de Administración"
      shopName={shopName}
    />
  );
}
