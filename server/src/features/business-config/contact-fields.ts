import type { BusinessConfig } from './business-config.entity';

/** The shop's name and contact details, each null until the admin first saves the settings. */
export const contactFields = (config: BusinessConfig | null) => ({
  businessName: config?.businessName ?? null,
  adminName: config?.adminName ?? null,
  phone: config?.phone ?? null,
  address: config?.address ?? null,
  email: config?.email ?? null,
  instagram: config?.instagram ?? null,
});
