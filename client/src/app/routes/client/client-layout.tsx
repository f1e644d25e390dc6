import { AreaRoute } from '@/features/auth/components/area-route';
import { usePublicShopName } from '@/features/shop-brand/api/use-public-shop-name';
import { AppointmentLiveUpdates } from '@/features/appointments/components/appointment-live-updates';
import { AreaLayout } from '../area-layout';
import { CLIENT_NAV } from './client-nav';

export function ClientLayout() {
  return (
    <AreaRoute role="CLIENT">
      {/* Admin changes to the client's appointments arrive live in every client screen. */}
      <AppointmentLiveUpdates />
      <ClientShell />
    </AreaRoute>
  );
}

export function ClientShell() {
  const shopName = usePublicShopName();
  return <AreaLayout homeTo="/client" navLabel="Menú del cliente" items={CLIENT_NAV} shopName={shopName} />;
}
