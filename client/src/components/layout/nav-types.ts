import type { IconName } from '@/components/ui/icon';

export type NavItem = {
  to: string;
  label: string;
  description?: string;
  icon: IconName;
  /** Only active on an exact match (index routes). */
  end?: boolean;
  /** A count shown beside the label (none at 0), e.g. the requests waiting for the barber. */
  badge?: number;
};

export type MenuAction = {
  label: string;
  icon: IconName;
  onClick: () => void;
};
