import type { DataSource, EntityManager } from 'typeorm';
import { bookingRulesSchema, breaksToKeep, DEFAULT_BOOKING_RULES } from '../../../../common/validation/booking-rules';
import { validate } from '../../domain/errors';
import { auditBookingRules } from '../audit/settings-audit';
import { BookingRules, type BookingRulesInput, type BookingRulesView } from './booking-rules.entity';
import { Jsonb, saveSingleRow, SINGLE_ROW_ID } from './single-row';

/** Buffer, notice, horizon, cutoff, live bookings per client, the grid's step and breaks; read by the booking service on every booking. */
export class BookingRulesService {
  constructor(private readonly dataSource: DataSource) {}

  /** The saved rules or, until the admin saves them, the defaults (today's behaviour). */
  get(): Promise<BookingRulesView> {
    return this.read(this.dataSource.manager);
  }

  /** Saves the rules and records the ones that changed, if any, in the audit trail, together. */
  async update(input: BookingRulesInput): Promise<BookingRulesView> {
    const values = await validate(bookingRulesSchema, input);
    return this.dataSource.transaction(async (tx) => {
      const before = await this.read(tx);
      await saveSingleRow(tx, 'booking_rules', {
        buffer_minutes: values.bufferMinutes,
        min_notice_hours: values.minNoticeHours,
        horizon_days: values.horizonDays,
        cancellation_cutoff_hours: values.cancellationCutoffHours,
        max_live_bookings_per_client: values.maxLiveBookingsPerClient ?? before.maxLiveBookingsPerClient,
        max_live_bookings_unverified: values.maxLiveBookingsUnverified ?? before.maxLiveBookingsUnverified,
        slot_step_minutes: values.slotStepMinutes ?? before.slotStepMinutes,
        breaks: new Jsonb(JSON.stringify(byDayAndStart(breaksToKeep(values.breaks)))),
      });
      const after = await this.read(tx);
      await auditBookingRules(tx, before, after);
      return after;
    });
  }

  private async read(db: EntityManager): Promise<BookingRulesView> {
    const saved = await db.findOneBy(BookingRules, { id: SINGLE_ROW_ID });
    const rules = saved ?? DEFAULT_BOOKING_RULES;
    return {
      bufferMinutes: rules.bufferMinutes,
      minNoticeHours: rules.minNoticeHours,
      horizonDays: rules.horizonDays,
      cancellationCutoffHours: rules.cancellationCutoffHours,
      maxLiveBookingsPerClient: rules.maxLiveBookingsPerClient,
      maxLiveBookingsUnverified: rules.maxLiveBookingsUnverified,
      slotStepMinutes: rules.slotStepMinutes,
      breaks: byDayAndStart(rules.breaks),
    };
  }
}

// A fresh copy in a stable order, so no caller changes the defaults and the form lists them by day.
const byDayAndStart = (breaks: readonly { weekday: number; start: string; end: string }[]) =>
  [...breaks]
    .map(({ weekday, start, end }) => ({ weekday, start, end }))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
