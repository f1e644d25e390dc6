import { Between, In, LessThanOrEqual, MoreThanOrEqual, type DataSource } from 'typeorm';
import { lastBookableDay } from '../../../../common/booking/horizon';
import { bookingRulesMessages, closedDateSchema } from '../../../../common/validation/booking-rules';
import { isUuid } from '../../db/uuid';
import { badInput, conflict, notFound, validate } from '../../domain/errors';
import { LIVE_STATUSES } from '../appointments/appointment-status';
import { auditClosure } from '../audit/settings-audit';
import { Appointment } from '../appointments/appointment.entity';
import { ClosedDate, type ClosedDateInput } from './closed-date.entity';

/**
 * The shop's closed dates. Closing a day never touches its appointments: the live ones are listed
 * (`appointmentsIn`) for the barber to move or reject, one by one, from the calendar.
 */
export class ClosedDatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly today: () => string,
  ) {}

  private get closedDates() {
    return this.dataSource.getRepository(ClosedDate);
  }

  /** The closures still to come or under way, soonest first. */
  upcoming(): Promise<ClosedDate[]> {
    return this.closedDates.find({
      where: { endDate: MoreThanOrEqual(this.today()) },
      order: { startDate: 'ASC', endDate: 'ASC' },
    });
  }

  /**
   * The next `limit` closures a client could run into: under way or starting by the last day they can book
   * (`horizonDays` ahead), soonest first.
   */
  next(horizonDays: number, limit: number): Promise<ClosedDate[]> {
    return this.closedDates.find({
      where: {
        endDate: MoreThanOrEqual(this.today()),
        startDate: LessThanOrEqual(lastBookableDay(this.today(), horizonDays)),
      },
      order: { startDate: 'ASC', endDate: 'ASC' },
      take: limit,
    });
  }

  /** The closures that touch [from, to]. */
  between(from: string, to: string): Promise<ClosedDate[]> {
    return this.closedDates.findBy({ startDate: LessThanOrEqual(to), endDate: MoreThanOrEqual(from) });
  }

  async add(input: ClosedDateInput): Promise<ClosedDate> {
    const values = await validate(closedDateSchema, input);
    const startDate = values.startDate!;
    const endDate = values.endDate ?? startDate;
    if (endDate < this.today()) throw badInput(bookingRulesMessages.closedRangePast);
    // The same day closed twice would list its appointments twice and need two removals to reopen.
    if ((await this.between(startDate, endDate)).length) throw conflict(bookingRulesMessages.closedOverlap);
    return this.dataSource.transaction(async (tx) => {
      const result = await tx.insert(ClosedDate, { startDate, endDate, note: values.note ?? null });
      const closure = await tx.findOneByOrFail(ClosedDate, { id: result.identifiers[0].id as string });
      await auditClosure(tx, closure, true);
      return closure;
    });
  }

  async remove(id: string): Promise<string> {
    const removed = isUuid(id)
      ? await this.dataSource.transaction(async (tx) => {
          const closure = await tx.findOneBy(ClosedDate, { id });
          const deleted = closure ? await tx.delete(ClosedDate, { id }) : null;
          if (closure && deleted?.affected) await auditClosure(tx, closure, false);
          return !!deleted?.affected;
        })
      : false;
    if (!removed) throw notFound(bookingRulesMessages.closedDateNotFound);
    return id;
  }

  /** Pending or confirmed appointments inside the closure: the barber still has to move or reject them. */
  appointmentsIn(closure: Pick<ClosedDate, 'startDate' | 'endDate'>): Promise<Appointment[]> {
    return this.dataSource.getRepository(Appointment).find({
      where: {
        date: Between(closure.startDate, closure.endDate),
        status: In(LIVE_STATUSES),
      },
      order: { date: 'ASC', time: 'ASC' },
    });
  }
}
