import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '@/lib/brand';
import { useShopBrand } from './shop-brand';

export function Copyright({ suffix }: { suffix?: string }) {
  const brand = useShopBrand();
  return (
    <p className="app-footer__text">
      © {COPYRIGHT_YEAR} {brand.full}
      {suffix ? ` - ${suffix}` : ''}. Todos los derechos reservados. <Link to="/privacidad">Privacidad</Link>
    </p>
  );
}
