import type { EntityManager } from 'typeorm';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { BusinessConfig } from '../business-config/business-config.entity';
import type { ClosedDate } from '../business-config/closed-date.entity';
import { contactFields } from '../business-config/contact-fields';
import type { MailSettings } from '../mail/mail-settings.entity';
import { AuditAction } from './audit-action';
import { recordAudit, recordEdit } from './record-audit';

const settingsFields = (config: BusinessConfig | null) => ({
  ...contactFields(config),
  openingHours: config?.openingHours ?? null,
});

/** The shop's settings saved; `before` is null on the first save. */
export function auditSettings(manager: EntityManager, before: BusinessConfig | null, after: BusinessConfig) {
  return recordEdit(
    manager,
    { action: AuditAction.SETTINGS_UPDATED, targetType: 'settings', targetId: String(after.id) },
    settingsFields(before),
    settingsFields(after),
  );
}

/** The booking rules saved: only the rules that changed, none when none did. */
export function auditBookingRules(manager: EntityManager, before: BookingRulesView, after: BookingRulesView) {
  return recordEdit(
    manager,
    { action: AuditAction.BOOKING_RULES_UPDATED, targetType: 'booking_rules', targetId: '1' },
    { ...before },
    { ...after },
  );
}

const mailFields = (settings: MailSettings) => ({
  reminderHoursBefore: settings.reminderHoursBefore,
  notifyBarber: settings.notifyBarber,
});

/** The mail settings saved: only what changed, none when nothing did. */
export function auditMailSettings(manager: EntityManager, before: MailSettings, after: MailSettings) {
  return recordEdit(
    manager,
    { action: AuditAction.MAIL_SETTINGS_UPDATED, targetType: 'mail_settings', targetId: String(after.id) },
    mailFields(before),
    mailFields(after),
  );
}

const closureFields = (closure: Pick<ClosedDate, 'startDate' | 'endDate' | 'note'>) => ({
  startDate: closure.startDate,
  endDate: closure.endDate,
  note: closure.note,
});

/** A closure added (`added`) or removed: its days and note. */
export function auditClosure(
  manager: EntityManager,
  closure: Pick<ClosedDate, 'id' | 'startDate' | 'endDate' | 'note'>,
  added: boolean,
): Promise<void> {
  return recordAudit(manager, {
    action: added ? AuditAction.CLOSURE_ADDED : AuditAction.CLOSURE_REMOVED,
    targetType: 'closure',
    targetId: closure.id,
    [added ? 'after' : 'before']: closureFields(closure),
  });
}
