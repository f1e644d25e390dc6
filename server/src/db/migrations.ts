import { CreateUsers1732300000000 } from './migrations/1732300000000-create-users';

/** In order; TypeORM runs the ones a database has not seen yet. */
export const migrations = [CreateUsers1732300000000];
