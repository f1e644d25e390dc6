import type { DataSource } from 'typeorm';
import { cutMessages, cutSchema } from '../../../../common/validation/cut';
import { isUuid } from '../../db/uuid';
import { auditCut } from '../audit/catalogue-audit';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound, validate } from '../../domain/errors';
import { Cut } from './cut.entity';
import type { CutInput } from './cut.inputs';

const NAME_UNIQUE = 'cuts_name_unique';
const byName = new Intl.Collator('es', { sensitivity: 'base' });

export class CutService {
  constructor(private readonly dataSource: DataSource) {}

  private get cuts() {
    return this.dataSource.getRepository(Cut);
  }

  /** The whole catalogue; it is small, so sorting in Spanish collation here beats depending on the db's locale. */
  async list(): Promise<Cut[]> {
    const cuts = await this.cuts.find();
    return cuts.sort((a, b) => byName.compare(a.name, b.name));
  }

  async get(id: string): Promise<Cut> {
    const cut = isUuid(id) ? await this.cuts.findOneBy({ id }) : null;
    if (!cut) throw notFound(cutMessages.notFound);
    return cut;
  }

  async create(input: CutInput): Promise<Cut> {
    const values = await validate(cutSchema, input);
    try {
      return await this.dataSource.transaction(async (tx) => {
        const saved = await tx.save(tx.create(Cut, values));
        const created = await tx.findOneByOrFail(Cut, { id: saved.id });
        await auditCut(tx, null, created);
        return created;
      });
    } catch (error) {
      throw this.nameTakenOr(error);
    }
  }

  async update(id: string, input: CutInput): Promise<Cut> {
    const values = await validate(cutSchema, input);
    const cut = await this.get(id);
    try {
      await this.dataSource.transaction(async (tx) => {
        await tx.update(Cut, { id: cut.id }, values);
        await auditCut(tx, cut, await tx.findOneByOrFail(Cut, { id: cut.id }));
      });
    } catch (error) {
      throw this.nameTakenOr(error);
    }
    return this.get(cut.id);
  }

  /** Appointments keep their own copy of the cut's name and lose only the reference (ON DELETE SET NULL). */
  async delete(id: string): Promise<string> {
    const result = isUuid(id)
      ? await this.dataSource.transaction(async (tx) => {
          const before = await tx.findOneBy(Cut, { id });
          const deleted = await tx.delete(Cut, { id });
          if (deleted.affected && before) await auditCut(tx, before, null);
          return deleted;
        })
      : { affected: 0 };
    if (!result.affected) throw notFound(cutMessages.notFound);
    return id;
  }

  private nameTakenOr(error: unknown): unknown {
    return isUniqueViolation(error, NAME_UNIQUE) ? conflict(cutMessages.nameTaken) : error;
  }
}
