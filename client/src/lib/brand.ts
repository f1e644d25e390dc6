// SPEC §1: the brand's second line is the word for barbershop; the first is the shop's saved name.
export const SHOP_KIND = 'Barbería';

// SPEC §1/§9: the footer copyright year is 2024.
export const COPYRIGHT_YEAR = 2024;
