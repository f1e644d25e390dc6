/** What grouping needs of a barber and of an appointment. */
type GroupBarber = { id: string; name: string; color: string };
type GroupItem = { barberId?: string | null; barberName: string };

export type BarberGroup<T> = {
  /** The barber's id; for a barber no longer active, the name the appointments kept. */
  key: string;
  barberId: string | null;
  name: string;
  color: string | null;
  items: T[];
};

/**
 * A day's appointments by barber (issue 32): every active barber in their order, even with nothing that day
 * (a column to book into), then any other barber the appointments name (one deactivated since), by name.
 * The appointments keep the order they came in.
 */
export function groupByBarber<T extends GroupItem>(
  barbers: readonly GroupBarber[],
  items: readonly T[],
): BarberGroup<T>[] {
  const groups = barbers.map<BarberGroup<T>>((barber) => ({
    key: barber.id,
    barberId: barber.id,
    name: barber.name,
    color: barber.color,
    items: [],
  }));
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const others: BarberGroup<T>[] = [];
  for (const item of items) {
    const key = item.barberId && byKey.has(item.barberId) ? item.barberId : `name:${item.barberName}`;
    let group = byKey.get(key);
    if (!group) {
      group = { key, barberId: item.barberId ?? null, name: item.barberName, color: null, items: [] };
      byKey.set(key, group);
      others.push(group);
    }
    group.items.push(item);
  }
  others.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return [...groups, ...others];
}
