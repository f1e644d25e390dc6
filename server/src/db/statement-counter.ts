import pg from 'pg';

/**
 * `npm run bench` only (BENCH_SQL_COUNT=1 and an IPC channel from the process that started us): counts
 * the statements sent to Postgres and answers "sql-count" messages with the total, so the bench can tell
 * how many statements a request costs without any extension in the database.
 */
export function countStatementsForBench(env: NodeJS.ProcessEnv = process.env): void {
  const send = process.send?.bind(process);
  if (env.BENCH_SQL_COUNT !== '1' || !send) return;
  let statements = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('message', (message) => {
    if (message === 'sql-count') send({ sqlCount: statements });
  });
}
