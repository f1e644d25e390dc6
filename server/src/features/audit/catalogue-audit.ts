import type { EntityManager } from 'typeorm';
import type { BusinessConfig } from '../business-config/business-config.entity';
import { contactFields } from '../business-config/contact-fields';
import type { Cut } from '../cuts/cut.entity';
import { AuditAction } from './audit-action';
import { changedFields, recordAudit } from './record-audit';

const cutFields = (cut: Cut) => ({
  name: cut.name,
  description: cut.description,
  price: Number(cut.price),
  duration: cut.duration,
});

/** A cut created (before null), edited (both) or deleted (after null): only what changed on an edit. */
export function auditCut(manager: EntityManager, before: Cut | null, after: Cut | null): Promise<void> {
  const action = !before ? AuditAction.CUT_CREATED : after ? AuditAction.CUT_UPDATED : AuditAction.CUT_DELETED;
  const sides =
    before && after
      ? changedFields(cutFields(before), cutFields(after))
      : { before: before && cutFields(before), after: after && cutFields(after) };
  return recordAudit(manager, { action, targetType: 'cut', targetId: (after ?? before)!.id, ...sides });
}

const settingsFields = (config: BusinessConfig | null) => ({
  ...contactFields(config),
  openingHours: config?.openingHours ?? null,
});

/** The shop's settings saved; `before` is null on the first save. */
export function auditSettings(manager: EntityManager, before: BusinessConfig | null, after: BusinessConfig) {
  return recordAudit(manager, {
    action: AuditAction.SETTINGS_UPDATED,
    targetType: 'settings',
    targetId: String(after.id),
    ...changedFields(settingsFields(before), settingsFields(after)),
  });
}
