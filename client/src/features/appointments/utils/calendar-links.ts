// 2027-03-08T15:00:00.000Z → 20270308T150000Z, the form Google Calendar's template link takes.
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar "add event" link for the appointment's instants. */
export function googleCalendarLink(event: { title: string; startsAt: string; endsAt: string }): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`);
  return url.toString();
}
