import type { EntityManager } from 'typeorm';
import { AuditAction } from './audit-action';
import { currentActor } from './audit-actor';
import { recordAudit } from './record-audit';

/**
 * A client account removed — by the admin, or by the client themself. No name or email is kept: only
 * the id and what became of their appointments.
 */
export function auditClientDeleted(
  manager: EntityManager,
  userId: string,
  appointments: { freed: number; kept: number },
): Promise<void> {
  const self = currentActor()?.id === userId;
  return recordAudit(manager, {
    action: self ? AuditAction.ACCOUNT_DELETED : AuditAction.CLIENT_DELETED,
    targetType: 'user',
    targetId: userId,
    before: { freedAppointments: appointments.freed, keptAppointmentsWithoutClient: appointments.kept },
  });
}
