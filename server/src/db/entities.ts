import { Appointment } from '../features/appointments/appointment.entity';
import { BusinessConfig } from '../features/business-config/business-config.entity';
import { Cut } from '../features/cuts/cut.entity';
import { MailSettings } from '../features/mail/mail-settings.entity';
import { User } from '../features/users/user.entity';

export const entities = [User, Cut, BusinessConfig, Appointment, MailSettings];
