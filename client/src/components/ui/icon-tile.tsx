import { Icon, type IconName } from './icon';

type IconTileProps = { name: IconName; size: number; className?: string };

/** An icon on its tinted square (shortcuts, counters, contact rows); `icon-tile--toned` takes its card's tone. */
export function IconTile({ name, size, className }: IconTileProps) {
  return (
    <span className={className ? `icon-tile ${className}` : 'icon-tile'}>
      <Icon name={name} size={size} />
    </span>
  );
}
