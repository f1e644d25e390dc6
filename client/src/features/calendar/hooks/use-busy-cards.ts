import { useCallback, useRef, useState } from 'react';

/**
 * How long the day's buttons stay off after a change has answered: longer than a double tap takes, so its
 * second tap cannot land on the button drawn where «Confirmar» was («Marcar como completada» of the same card,
 * or of another card the new order brings up to that place).
 */
export const SETTLE_MS = 800;

/**
 * The day view's status changes one at a time: while one is in flight, and a moment after, every card's buttons
 * are off, and a tap that reaches one anyway (a click already queued when it was disabled) sends nothing. The
 * count is a ref for the guard, which must see a tap of the same frame, and state for the drawing.
 */
export function useBusyCards() {
  const running = useRef(0);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<unknown>): Promise<void> => {
    if (running.current > 0) return;
    running.current += 1;
    setBusy(true);
    try {
      await work();
    } finally {
      setTimeout(() => {
        running.current -= 1;
        setBusy(running.current > 0);
      }, SETTLE_MS);
    }
  }, []);

  return { busy, isBusy: () => running.current > 0, run };
}
