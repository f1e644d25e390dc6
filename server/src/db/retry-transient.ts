import { isTransientTransactionFailure } from './pg-errors';

const ATTEMPTS = 5;

/**
 * Runs `attempt` (a whole transaction) again when Postgres aborted it as a deadlock victim or a serialization
 * failure. Fifty clients racing for one slot can deadlock in the EXCLUDE check; run again, each loser meets the
 * committed winner and gets the slot-taken conflict instead of an internal error.
 */
export async function retryTransient<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isTransientTransactionFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries));
    }
  }
}
