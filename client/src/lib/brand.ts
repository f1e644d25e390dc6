// SPEC §1: the brand is a round logo plus a two-line name (shop name, then the word for barbershop).
// Placeholder until the public business config provides the shop name.
export const SHOP_NAME = 'Elite';
export const SHOP_KIND = 'Barbería';
export const BRAND_NAME = `${SHOP_NAME} ${SHOP_KIND}`;

// SPEC §1/§9: the footer copyright year is 2024.
export const COPYRIGHT_YEAR = 2024;
