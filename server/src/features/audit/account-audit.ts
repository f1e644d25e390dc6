import type { EntityManager } from 'typeorm';
import { AuditAction } from './audit-action';
import { currentActor } from './audit-actor';
import { forgetPartyName, recordAudit } from './record-audit';

/**
 * A client account removed — by the admin, or by the client themself. No name or email is kept: only
 * the id and what became of their appointments. A client erasing their own account also takes their name
 * out of the entries about their appointments; when the barber deletes it, his log keeps whose they were.
 */
export async function auditClientDeleted(
  manager: EntityManager,
  userId: string,
  appointments: { freed: number; kept: number },
): Promise<void> {
  const self = currentActor()?.id === userId;
  if (self) await forgetPartyName(manager, userId);
  return recordAudit(manager, {
    action: self ? AuditAction.ACCOUNT_DELETED : AuditAction.CLIENT_DELETED,
    targetType: 'user',
    targetId: userId,
    before: { freedAppointments: appointments.freed, keptAppointmentsWithoutClient: appointments.kept },
  });
}
