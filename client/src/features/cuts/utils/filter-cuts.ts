import { searchText } from '@common/search-text';
import { spanishCollator } from '@/lib/spanish-collator';

/** SPEC §2: search by name or description, case-insensitive; sorted by name (Spanish collation). */
export function filterCuts<T extends { name: string; description: string }>(cuts: readonly T[], search: string): T[] {
  const needle = searchText(search);
  const matches = needle
    ? cuts.filter((cut) => searchText(cut.name).includes(needle) || searchText(cut.description).includes(needle))
    : [...cuts];
  return matches.sort((a, b) => spanishCollator.compare(a.name, b.name));
}
