import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';

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
        <IconTile name={icon} size={22} className="icon-tile--toned stat-tile__icon" />
        {label}
      </dt>
      <dd className="stat-tile__value">{value}</dd>
    </div>
  );
}
