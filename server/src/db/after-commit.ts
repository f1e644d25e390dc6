import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

const PENDING = 'afterCommitTasks';

/**
 * Runs `task` once the manager's transaction has committed (at once outside a transaction), so what
 * other processes are told — a session ended, an event published — never precedes the data.
 */
export function afterCommit(manager: EntityManager, task: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return task();
  ((runner.data[PENDING] ??= []) as (() => void)[]).push(task);
}

function takeTasks(runner: QueryRunner): (() => void)[] {
  const tasks = (runner.data[PENDING] ?? []) as (() => void)[];
  delete runner.data[PENDING];
  return tasks;
}

/** Registered with the data source; a savepoint's commit or rollback waits for the outer transaction. */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    for (const task of takeTasks(queryRunner)) task();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) takeTasks(queryRunner);
  }
}
