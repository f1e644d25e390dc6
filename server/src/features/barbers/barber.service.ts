import type { DataSource, EntityManager } from 'typeorm';
import { barberMessages } from '../../../../common/validation/barber';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../domain/errors';
import { Barber } from './barber.entity';

/** Display order, then who came first: the order clients see and «Cualquiera» breaks ties by. */
const DISPLAY_ORDER = { order: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** The shop's barbers (issue 32): who they are, and which of them a booking may go to. */
export class BarberService {
  constructor(private readonly dataSource: DataSource) {}

  private get barbers() {
    return this.dataSource.getRepository(Barber);
  }

  /** Those who take bookings, in display order (what clients see). */
  active(db: EntityManager = this.dataSource.manager): Promise<Barber[]> {
    return db.getRepository(Barber).find({ where: { active: true }, order: DISPLAY_ORDER });
  }

  /** Everyone, the inactive ones included, in display order (the admin's «Barberos»). */
  all(): Promise<Barber[]> {
    return this.barbers.find({ order: DISPLAY_ORDER });
  }

  async get(id: string, db: EntityManager = this.dataSource.manager): Promise<Barber> {
    const barber = isUuid(id) ? await db.getRepository(Barber).findOneBy({ id }) : null;
    if (!barber) throw notFound(barberMessages.notFound);
    return barber;
  }

  /** The barber a user account is, if any (the owner's admin account, or a BARBER's). */
  ofUser(userId: string, db: EntityManager = this.dataSource.manager): Promise<Barber | null> {
    return db.getRepository(Barber).findOneBy({ userId });
  }
}

/** Whether `barber` does that cut: null `cutIdList` is every cut. */
export const doesCut = (barber: Pick<Barber, 'cutIdList'>, cutId: string): boolean =>
  barber.cutIdList === null || barber.cutIdList.includes(cutId);
