import type { StatusTone } from '@common/appointment-status';
import './status-badge.css';

/** A coloured pill with the status's Spanish name (statusMeta / historyStatusMeta). */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={`status-badge tone-${tone}`}>{label}</span>;
}
