/**
 * Work a request starts and does not wait for, so that its answer cannot tell how much there was to do (a
 * reset mail for an address that has an account, none for one that has not). Tasks run one at a time, in
 * order, each once the answer that started it has been written (after the pending promise callbacks, on a
 * later turn of the event loop): a flood of requests queues work instead of holding many connections, and
 * two tasks for one account never interleave. The mail worker waits for the queue before a round, and the
 * app before it closes.
 */
export class AfterAnswer {
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    this.pending += 1;
    this.queue = this.queue
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(task)
      .catch(this.onError)
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Resolves once every task queued so far, and any they queued, has run. */
  async settled(): Promise<void> {
    while (this.pending) await this.queue;
  }
}
