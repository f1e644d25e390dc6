import { SHOP_KIND, SHOP_NAME } from '@/lib/brand';
import { Logo } from './logo';
import './brand.css';

export function Brand({ hideName = false, logoSize = 40 }: { hideName?: boolean; logoSize?: number }) {
  return (
    <span className="brand">
      <Logo size={logoSize} />
      <span className={hideName ? 'visually-hidden' : 'brand__name'}>
        <span className="brand__line1">{SHOP_NAME}</span> <span className="brand__line2">{SHOP_KIND}</span>
      </span>
    </span>
  );
}
