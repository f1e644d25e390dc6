import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

type StatTileProps = {
  label: string;
  value: ReactNode;
  icon: IconName;
  tone?: 'green' | 'blue' | 'amber' | 'violet';
};

/** One figure with its label, as a description-list entry (render inside a <dl>). */
export function StatTile({ label, value, icon, tone = 'green' }: StatTileProps) {
  return (
    <div className={`card stat-tile tone-${tone}`}>
      <dt className="stat-tile__label">
        <span className="icon-tile icon-tile--toned stat-tile__icon">
          <Icon name={icon} size={22} />
        </span>
        {label}
      </dt>
      <dd className="stat-tile__value">{value}</dd>
    </div>
  );
}
