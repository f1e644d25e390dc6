import type { StatusTone } from '../utils/appointment-format';
import './status-badge.css';

/** A coloured pill with the status's Spanish name. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
