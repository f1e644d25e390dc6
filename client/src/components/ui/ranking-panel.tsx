import { formatPrice } from '@/lib/format-price';
import { CardPanel } from './card-panel';

type Ranked = { id: string; name: string; completed: number; amount: number };

type RankingPanelProps = {
  /** The panel family ('dashboard-panel', 'stats-panel'). */
  panel: string;
  /** The list's block class and the title's id ('top-services'); rank, name, meta and amount hang off it. */
  block: string;
  title: string;
  /** Said instead of the list while nobody has a completed appointment. */
  empty: string;
  /** The amount's element in the block: a service's 'price', a client's 'spent'. */
  amountElement: string;
  items: readonly Ranked[];
  /** Rows divided by a rule (the dashboard's card) rather than spaced apart. */
  ruled?: boolean;
};

/** A titled podium: numbered rows with a name, their completed appointments and an amount. */
export function RankingPanel({ panel, block, title, empty, amountElement, items, ruled = false }: RankingPanelProps) {
  return (
    <CardPanel block={panel} id={block} title={title} empty={items.length === 0 && empty}>
      <ol className={block}>
        {items.map((item, index) => (
          <li key={item.id} className={ruled ? `ruled-row ${block}__item` : `${block}__item`}>
            <span className={`rank-badge rank-badge--${index + 1} ${block}__rank`} aria-hidden="true">
              {index + 1}
            </span>
            <span className={`${block}__text`}>
              <span className={`${block}__name`}>{item.name}</span>
              <span className={`${block}__meta`}>
                {item.completed} {item.completed === 1 ? 'cita completada' : 'citas completadas'}
              </span>
            </span>
            <span className={`${block}__${amountElement}`}>{formatPrice(item.amount)}</span>
          </li>
        ))}
      </ol>
    </CardPanel>
  );
}
