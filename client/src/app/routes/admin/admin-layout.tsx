import { AdminRoute } from '@/features/auth/components/admin-route';
import { AreaLayout } from '../area-layout';
import { ADMIN_NAV } from './admin-nav';

export function AdminLayout() {
  return (
    <AdminRoute>
      <AreaLayout
        homeTo="/admin"
        navLabel="Menú de administración"
        items={ADMIN_NAV}
        footerSuffix="Panel de Administración"
      />
    </AdminRoute>
  );
}
