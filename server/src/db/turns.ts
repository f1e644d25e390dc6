/**
 * At most `limit` pieces of work at a time; the others wait, in the order they came, without holding anything.
 * Under a burst, work that is given all its round trips in turn ends sooner than work whose every statement
 * queues behind everyone else's at the connection pool, where all of it finishes together at the end.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, so a newcomer never jumps the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
