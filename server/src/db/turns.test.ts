import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Turns', () => {
  it('runs at most `limit` at once and the rest in the order they came', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        turns.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(n);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('passes the turn on when a piece of work fails', async () => {
    const turns = new Turns(1);
    const failed = turns.run(async () => {
      throw new Error('no');
    });
    await expect(failed).rejects.toThrow('no');
    await expect(turns.run(async () => 'next')).resolves.toBe('next');
  });
});
