import { AreaRoute } from '@/features/auth/components/area-route';
import { usePublicShopName } from '@/features/shop-brand/api/use-public-shop-name';
import { BARBER_HOME } from '@/lib/area-paths';
import { AreaLayout } from '../area-layout';
import { BARBER_NAV } from './barber-nav';

export function BarberLayout() {
  return (
    <AreaRoute role="BARBER">
      <BarberShell />
    </AreaRoute>
  );
}

export function BarberShell() {
  const shopName = usePublicShopName();
  return <AreaLayout homeTo={BARBER_HOME} navLabel="Menú del barbero" items={BARBER_NAV} shopName={shopName} />;
}
