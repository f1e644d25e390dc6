import { BRAND_NAME, COPYRIGHT_YEAR } from '@/lib/brand';

export function Copyright({ suffix }: { suffix?: string }) {
  return (
    <p className="app-footer__text">
      © {COPYRIGHT_YEAR} {BRAND_NAME}
      {suffix ? ` - ${suffix}` : ''}. Todos los derechos reservados.
    </p>
  );
}
