import DataLoader from 'dataloader';
import { In, type DataSource, type ObjectLiteral, type Repository } from 'typeorm';
import { clientNotesOfAppointments } from '../features/clients/client-notes.service';
import { Cut } from '../features/cuts/cut.entity';
import { User } from '../features/users/user.entity';

/** Batched, per-request lookups: a list of N appointments costs one query per relation, not N. */
export interface Loaders {
  user: DataLoader<string, User | null>;
  cut: DataLoader<string, Cut | null>;
  /** The admin's private note on the client of each appointment, by appointment id (issue 33). */
  clientNotes: DataLoader<string, string | null>;
}

function byIdLoader<T extends ObjectLiteral & { id: string }>(repository: Repository<T>): DataLoader<string, T | null> {
  return new DataLoader(async (ids) => {
    const rows = await repository.findBy({ id: In([...ids]) } as never);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

export function createLoaders(dataSource: DataSource): Loaders {
  return {
    user: byIdLoader(dataSource.getRepository(User)),
    cut: byIdLoader(dataSource.getRepository(Cut)),
    clientNotes: new DataLoader(async (ids) => {
      const notes = await clientNotesOfAppointments(dataSource, ids);
      return ids.map((id) => notes.get(id) ?? null);
    }),
  };
}
