import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { SHOP_KIND } from '@/lib/brand';

const ShopNameContext = createContext<string | null>(null);

/** The shop's saved name reaches the brand, the footer and the page titles from the area's layout. */
export function ShopNameProvider({ name, children }: { name: string | null | undefined; children: ReactNode }) {
  const saved = name?.trim() || null;
  useEffect(() => {
    // index.html's own tag (search engines and link previews read it), rewritten rather than duplicated.
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = saved ? `Reserva tu cita en ${saved}.` : DEFAULT_DESCRIPTION;
  }, [saved]);
  return <ShopNameContext.Provider value={saved}>{children}</ShopNameContext.Provider>;
}

const DEFAULT_DESCRIPTION = 'Reserva tu cita en la barbería.';

export interface ShopBrand {
  /** Line one of the brand: the shop's own name ("El Clásico" of "Barbería El Clásico"). */
  name: string;
  /** Line two: the word for barbershop. */
  kind: string;
  full: string;
}

const UNNAMED: ShopBrand = { name: 'Tu', kind: SHOP_KIND, full: `Tu ${SHOP_KIND}` };

export function useShopBrand(): ShopBrand {
  const saved = useContext(ShopNameContext);
  if (!saved) return UNNAMED;
  const name = saved.replace(/^barber[ií]a\s+/i, '').trim() || saved;
  return { name, kind: SHOP_KIND, full: saved };
}
