import type { DataSource, EntityManager } from 'typeorm';
import { businessConfigSchema } from '../../../../common/validation/business-config';
import { auditSettings } from '../audit/settings-audit';
import { validate } from '../../domain/errors';
import { BusinessConfig } from './business-config.entity';
import { contactFields } from './contact-fields';
import type { BusinessConfigInput } from './business-config.inputs';
import { DEFAULT_OPENING_HOURS, type DayHours } from '../../../../common/opening-hours';
import type { PublicConfig } from './public-config.type';
import { Jsonb, saveSingleRow, SINGLE_ROW_ID } from './single-row';
import { renameShopAdmin } from '../users/shop-admin';

export class BusinessConfigService {
  constructor(
    private readonly dataSource: DataSource,
    /** The shop's IANA zone (SHOP_TIMEZONE): the client shows every date and time in it. */
    private readonly timeZone: string,
  ) {}

  private get configs() {
    return this.dataSource.getRepository(BusinessConfig);
  }

  /** Null until the admin saves the settings (or the demo seed runs). */
  get(): Promise<BusinessConfig | null> {
    return this.configs.findOneBy({ id: SINGLE_ROW_ID });
  }

  async publicConfig(): Promise<PublicConfig> {
    const config = await this.get();
    return {
      ...contactFields(config),
      openingHours: byWeekday(config?.openingHours ?? DEFAULT_OPENING_HOURS),
      timeZone: this.timeZone,
      configured: config !== null,
    };
  }

  /** The week the shop works, Monday first: what booking rules check slots against. */
  async openingHours(): Promise<DayHours[]> {
    const config = await this.get();
    return byWeekday(config?.openingHours ?? DEFAULT_OPENING_HOURS);
  }

  /**
   * Saves the settings and records what changed, if anything, in the audit trail, together; the
   * shop admin's account takes the administrator's name (decision 0023).
   */
  update(input: BusinessConfigInput): Promise<BusinessConfig> {
    return this.dataSource.transaction(async (tx) => {
      const before = await tx.findOneBy(BusinessConfig, { id: SINGLE_ROW_ID });
      const after = await this.save(input, tx);
      await renameShopAdmin(tx, after.adminName);
      await auditSettings(tx, before, after);
      return after;
    });
  }

  private async save(input: BusinessConfigInput, db: EntityManager): Promise<BusinessConfig> {
    const values = await validate(businessConfigSchema, { ...input, openingHours: input.openingHours ?? undefined });
    const hours = values.openingHours ? JSON.stringify(byWeekday(values.openingHours)) : null;
    await saveSingleRow(db, 'business_config', {
      business_name: values.businessName,
      admin_name: values.adminName,
      phone: values.phone,
      address: values.address,
      email: values.email.toLowerCase(),
      instagram: values.instagram ?? null,
      // Without hours the saved week stays (the usual one on the first save).
      opening_hours: new Jsonb(hours, JSON.stringify(DEFAULT_OPENING_HOURS)),
    });
    return db.findOneByOrFail(BusinessConfig, { id: SINGLE_ROW_ID });
  }
}

// A fresh copy, so no caller can change the defaults for everyone.
const byWeekday = (days: DayHours[]) =>
  [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map(({ weekday, open, close }) => ({ weekday, open: open ?? null, close: close ?? null }));
