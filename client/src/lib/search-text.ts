/** Lower case without accents or surrounding spaces, so "degradado" finds "Degradádo" and "nino" finds "niño". */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Names in the order a Spanish reader expects, accents and case aside. */
export const spanishCollator = new Intl.Collator('es', { sensitivity: 'base' });
