import { CreateUsers1732300000000 } from './migrations/1732300000000-create-users';
import { CreateCutsAndBusinessConfig1732300001000 } from './migrations/1732300001000-create-cuts-and-business-config';
import { CreateAppointments1732300005000 } from './migrations/1732300005000-create-appointments';
import { CreateMailAndAccountTokens1732300200000 } from './migrations/1732300200000-create-mail-and-account-tokens';
import { BookingRulesAndClosedDates1732300300000 } from './migrations/1732300300000-booking-rules-and-closed-dates';
import { NoShowAndWalkIns1732300400000 } from './migrations/1732300400000-no-show-and-walk-ins';
import { CreateSessions1732300500000 } from './migrations/1732300500000-create-sessions';
import { CreateAuditLog1732300510000 } from './migrations/1732300510000-create-audit-log';
import { PhoneLength1732300520000 } from './migrations/1732300520000-phone-length';
import { AuditAppointmentAndSettings1732300530000 } from './migrations/1732300530000-audit-appointment-and-settings';
import { AuditAppointmentMoved1732300540000 } from './migrations/1732300540000-audit-appointment-moved';
import { AuditAccessAndExports1732300600000 } from './migrations/1732300600000-audit-access-and-exports';
import { LiveBookingsPerClient1732300620000 } from './migrations/1732300620000-live-bookings-per-client';
import { EmailChangeRevert1732300630000 } from './migrations/1732300630000-email-change-revert';
import { MailPrivacy1732300640000 } from './migrations/1732300640000-mail-privacy';
import { SlotStep1732300650000 } from './migrations/1732300650000-slot-step';
import { AuditStatusUndone1732300660000 } from './migrations/1732300660000-audit-status-undone';
import { ClientCancellations1732300680000 } from './migrations/1732300680000-client-cancellations';
import { AuditAppointmentRescheduled1732300690000 } from './migrations/1732300690000-audit-appointment-rescheduled';
import { Barbers1732300700000 } from './migrations/1732300700000-barbers';
import { BarberAccounts1732300720000 } from './migrations/1732300720000-barber-accounts';
import { ClientNotes1732300740000 } from './migrations/1732300740000-client-notes';
import { RebookReminders1732300750000 } from './migrations/1732300750000-rebook-reminders';
import { Waitlist1732300760000 } from './migrations/1732300760000-waitlist';
import { PushSubscriptions1732300770000 } from './migrations/1732300770000-push-subscriptions';
import { PushSubscriptionSession1732300780000 } from './migrations/1732300780000-push-subscription-session';

/**
 * In order; TypeORM runs the ones a database has not seen yet. A migration is known by its class name (the
 * timestamp last), which the `migrations` table records: never rename one.
 */
export const migrations = [
  CreateUsers1732300000000,
  CreateCutsAndBusinessConfig1732300001000,
  CreateAppointments1732300005000,
  CreateMailAndAccountTokens1732300200000,
  BookingRulesAndClosedDates1732300300000,
  NoShowAndWalkIns1732300400000,
  CreateSessions1732300500000,
  CreateAuditLog1732300510000,
  PhoneLength1732300520000,
  AuditAppointmentAndSettings1732300530000,
  AuditAppointmentMoved1732300540000,
  AuditAccessAndExports1732300600000,
  LiveBookingsPerClient1732300620000,
  EmailChangeRevert1732300630000,
  MailPrivacy1732300640000,
  SlotStep1732300650000,
  AuditStatusUndone1732300660000,
  ClientCancellations1732300680000,
  AuditAppointmentRescheduled1732300690000,
  Barbers1732300700000,
  BarberAccounts1732300720000,
  ClientNotes1732300740000,
  RebookReminders1732300750000,
  Waitlist1732300760000,
  PushSubscriptions1732300770000,
  PushSubscriptionSession1732300780000,
];
