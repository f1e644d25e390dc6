// Appointments this tab deleted itself: their live "deleted" event is not news to the client.
const ownDeletions = new Set<string>();

export function markOwnDeletion(id: string) {
  ownDeletions.add(id);
}

/** True (once) when the deletion of `id` was started here. */
export function takeOwnDeletion(id: string): boolean {
  return ownDeletions.delete(id);
}
