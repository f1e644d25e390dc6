import { phoneDigits, searchText } from '@common/search-text';
import { spanishCollator } from '@/lib/spanish-collator';

type Searchable = { name: string; email: string; phone?: string | null };

/**
 * SPEC §2 clients: search by name, email or phone (a search written like a phone number matches a phone
 * however it is punctuated), sorted by name with Spanish collation.
 */
export function filterClients<T extends Searchable>(clients: readonly T[], search: string): T[] {
  const needle = searchText(search);
  const digits = phoneDigits(search);
  const matches = needle
    ? clients.filter(
        (client) =>
          searchText(client.name).includes(needle) ||
          searchText(client.email).includes(needle) ||
          (client.phone ?? '').toLowerCase().includes(needle) ||
          (digits !== '' && (client.phone ?? '').replace(/\D/g, '').includes(digits)),
      )
    : [...clients];
  return matches.sort((a, b) => spanishCollator.compare(a.name, b.name) || a.email.localeCompare(b.email));
}

/** "1 cliente" / "3 clientes". */
export function clientCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'cliente' : 'clientes'}`;
}
