import { ClientRoute } from '@/features/auth/components/client-route';
import { usePublicShopName } from '@/features/shop-brand/api/use-shop-name';
import { AppointmentLiveUpdates } from '@/features/appointments/components/appointment-live-updates';
import { AreaLayout } from '../area-layout';
import { CLIENT_NAV } from './client-nav';

export function ClientLayout() {
  return (
    <ClientRoute>
      {/* Admin changes to the client's appointments arrive live in every client screen. */}
      <AppointmentLiveUpdates />
      <ClientShell />
    </ClientRoute>
  );
}

function ClientShell() {
  const shopName = usePublicShopName();
  return <AreaLayout homeTo="/client" navLabel="Menú del cliente" items={CLIENT_NAV} shopName={shopName} />;
}
