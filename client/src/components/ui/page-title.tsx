import { BRAND_NAME } from '@/lib/brand';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${BRAND_NAME}`}</title>;
}
