import { AdminRoute } from '@/features/auth/components/admin-route';
import { useAdminShopName } from '@/features/shop-brand/api/use-shop-name';
import { AreaLayout } from '../area-layout';
import { ADMIN_NAV } from './admin-nav';

export function AdminLayout() {
  return (
    <AdminRoute>
      <AdminShell />
    </AdminRoute>
  );
}

// Inside the guard, so only a verified admin asks for the settings.
function AdminShell() {
  const shopName = useAdminShopName();
  return (
    <AreaLayout
      homeTo="/admin"
      navLabel="Menú de administración"
      items={ADMIN_NAV}
      footerSuffix="Panel de Administración"
      shopName={shopName}
    />
  );
}
