import { ClientRoute } from '@/features/auth/components/client-route';
import { AreaLayout } from '../area-layout';
import { CLIENT_NAV } from './client-nav';

export function ClientLayout() {
  return (
    <ClientRoute>
      <AreaLayout homeTo="/client" navLabel="Menú del cliente" items={CLIENT_NAV} />
    </ClientRoute>
  );
}
