import { Logo } from './logo';
import { useShopBrand } from './shop-brand';
import './brand.css';

export function Brand({ hideName = false, logoSize = 40 }: { hideName?: boolean; logoSize?: number }) {
  const brand = useShopBrand();
  return (
    <span className="brand">
      <Logo size={logoSize} />
      <span className={hideName ? 'visually-hidden' : 'brand__name'}>
        <span className="brand__line1">{brand.name}</span> <span className="brand__line2">{brand.kind}</span>
      </span>
    </span>
  );
}
