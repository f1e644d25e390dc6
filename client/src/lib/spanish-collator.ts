/** Names in the order a Spanish reader expects, accents and case aside. */
export const spanishCollator = new Intl.Collator('es', { sensitivity: 'base' });
