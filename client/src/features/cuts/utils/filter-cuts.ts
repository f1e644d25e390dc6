/** Lower case without accents, so "degradado" finds "Degradádo" and "nino" finds "niño". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** SPEC §2: search by name or description, case-insensitive; sorted by name (Spanish collation). */
export function filterCuts<T extends { name: string; description: string }>(cuts: readonly T[], search: string): T[] {
  const needle = normalizeText(search);
  const matches = needle
    ? cuts.filter((cut) => normalizeText(cut.name).includes(needle) || normalizeText(cut.description).includes(needle))
    : [...cuts];
  return matches.sort((a, b) => collator.compare(a.name, b.name));
}
