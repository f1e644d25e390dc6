import type { ReactNode } from 'react';
import { ScreenHeader, type ScreenHeaderProps } from './screen-header';

type ScreenProps = ScreenHeaderProps & {
  /** The screen's own block class ('clients-page'). */
  className: string;
  as?: 'section' | 'article';
  children?: ReactNode;
};

/** A routed screen: a landmark named by its h1, the header, then the screen's content. */
export function Screen({ className, as: Tag = 'section', children, ...header }: ScreenProps) {
  return (
    <Tag className={className} aria-labelledby="page-title">
      <ScreenHeader {...header} />
      {children}
    </Tag>
  );
}
