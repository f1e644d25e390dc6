import { Barber } from '../features/barbers/barber.entity';
import { BarberTimeOff } from '../features/barbers/barber-time-off.entity';
import { Appointment } from '../features/appointments/appointment.entity';
import { BookingRules } from '../features/business-config/booking-rules.entity';
import { BusinessConfig } from '../features/business-config/business-config.entity';
import { ClosedDate } from '../features/business-config/closed-date.entity';
import { Cut } from '../features/cuts/cut.entity';
import { MailSettings } from '../features/mail/mail-settings.entity';
import { User } from '../features/users/user.entity';

export const entities = [
  User,
  Cut,
  BusinessConfig,
  Appointment,
  BookingRules,
  ClosedDate,
  MailSettings,
  Barber,
  BarberTimeOff,
];
