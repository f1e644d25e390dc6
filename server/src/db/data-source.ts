import { DataSource } from 'typeorm';
import { AfterCommitSubscriber } from './after-commit';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** PGlite serves one session: a single pooled connection keeps transactions apart. */
  poolSize: number;
}

export function createDataSource({ url, poolSize }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    subscribers: [AfterCommitSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  });
}

export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
