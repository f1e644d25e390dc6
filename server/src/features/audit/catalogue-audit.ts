import type { EntityManager } from 'typeorm';
import type { Cut } from '../cuts/cut.entity';
import { AuditAction } from './audit-action';
import { recordAudit, recordEdit } from './record-audit';

const cutFields = (cut: Cut) => ({
  name: cut.name,
  description: cut.description,
  price: Number(cut.price),
  duration: cut.duration,
});

/** A cut created (before null), edited (both) or deleted (after null): only what changed on an edit. */
export function auditCut(manager: EntityManager, before: Cut | null, after: Cut | null): Promise<void> {
  const entry = { targetType: 'cut', targetId: (after ?? before)!.id } as const;
  if (before && after) {
    return recordEdit(manager, { ...entry, action: AuditAction.CUT_UPDATED }, cutFields(before), cutFields(after));
  }
  const action = before ? AuditAction.CUT_DELETED : AuditAction.CUT_CREATED;
  return recordAudit(manager, {
    ...entry,
    action,
    before: before && cutFields(before),
    after: after && cutFields(after),
  });
}
