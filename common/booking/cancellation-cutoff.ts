import type { ShopClock } from './shop-clock';

const HOUR = 3_600_000;

/**
 * The client's cutoff: a confirmed appointment that starts before this instant can no longer be
 * cancelled or changed online. Null when allowed (always, with the default 0).
 */
export function cancellationCutoffStart(
  rules: { cancellationCutoffHours: number },
  clock: Pick<ShopClock, 'now'>,
): Date | null {
  if (rules.cancellationCutoffHours === 0) return null;
  return new Date(clock.now().getTime() + rules.cancellationCutoffHours * HOUR);
}

/** True when a confirmed appointment starting at `startsAt` is past the cutoff: the client must call. */
export function pastCancellationCutoff(
  startsAt: Date,
  rules: { cancellationCutoffHours: number },
  clock: Pick<ShopClock, 'now'>,
): boolean {
  const cutoff = cancellationCutoffStart(rules, clock);
  return cutoff !== null && startsAt.getTime() < cutoff.getTime();
}
