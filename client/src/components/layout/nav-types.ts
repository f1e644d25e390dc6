import type { IconName } from '@/components/ui/icon';

export type NavItem = {
  to: string;
  label: string;
  description?: string;
  icon: IconName;
  /** Only active on an exact match (index routes). */
  end?: boolean;
};

export type MenuAction = {
  label: string;
  icon: IconName;
  onClick: () => void;
};
