import { useShopBrand } from '@/components/layout/shop-brand';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const brand = useShopBrand();
  return <title>{`${title} · ${brand.full}`}</title>;
}
