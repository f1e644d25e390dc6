/**
 * iCalendar (RFC 5545) for one appointment: a stable UID per appointment, a SEQUENCE that grows with
 * each change, times in the shop's zone with its VTIMEZONE, METHOD REQUEST (add or move) or CANCEL.
 */
export interface CalendarEvent {
  appointmentId: string;
  method: 'REQUEST' | 'CANCEL';
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  zone: string;
  /** Orders the updates a calendar applies: grows with every invitation sent about the appointment. */
  sequence: number;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | null;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

export const calendarUid = (appointmentId: string) => `cita-${appointmentId}@barberia`;

export function appointmentIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Barberia//Reservas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...vtimezone(event.zone, event.start),
    'BEGIN:VEVENT',
    `UID:${calendarUid(event.appointmentId)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(new Date())}`,
    `DTSTART;TZID=${event.zone}:${localStamp(event.start, event.zone)}`,
    `DTEND;TZID=${event.zone}:${localStamp(event.end, event.zone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...(event.attendee
      ? [`ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT:${mailto(event.attendee.email)}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

function wallClock(d: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

function localStamp(d: Date, zone: string): string {
  const p = wallClock(d, zone);
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** Minutes east of UTC in `zone` at instant `d`. */
function offsetMinutes(d: Date, zone: string): number {
  const p = wallClock(d, zone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};

/** The zone's offset changes in the appointment's year, found by bisection; none for a zone without DST. */
function transitions(zone: string, year: number): { at: Date; from: number; to: number }[] {
  const found: { at: Date; from: number; to: number }[] = [];
  let previous = new Date(Date.UTC(year, 0, 1));
  for (let day = 1; day <= 366; day += 1) {
    const next = new Date(Date.UTC(year, 0, 1 + day));
    const from = offsetMinutes(previous, zone);
    const to = offsetMinutes(next, zone);
    if (from !== to) {
      let lo = previous.getTime();
      let hi = next.getTime();
      while (hi - lo > 60_000) {
        const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
        if (offsetMinutes(new Date(mid), zone) === from) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from, to });
    }
    previous = next;
  }
  return found;
}

const transitionsCache = new Map<string, ReturnType<typeof transitions>>();

function vtimezone(zone: string, around: Date): string[] {
  // The previous year's changes too: the rule in force on a date before this year's first change comes from them.
  const changes = [around.getUTCFullYear() - 1, around.getUTCFullYear()].flatMap((year) => {
    const key = `${zone}:${year}`;
    const found = transitionsCache.get(key) ?? transitions(zone, year);
    transitionsCache.set(key, found);
    return found;
  });
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (!changes.length) {
    const offset = formatOffset(offsetMinutes(around, zone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    // DTSTART of a transition is the local time before it (RFC 5545 §3.6.5).
    const local = new Date(change.at.getTime() + change.from * 60_000);
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${utcStamp(local).slice(0, -1)}`,
      `TZOFFSETFROM:${formatOffset(change.from)}`,
      `TZOFFSETTO:${formatOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

// RFC 5545 §3.3.11 and §3.1: no control character but HTAB in a value; line breaks are handled before this.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;
const LINE_BREAK = /\r\n|\r|\n|\u0085|\u2028|\u2029/g;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break (CR, LF or both, whatever
 * was saved before names refused them) written as `\n`, other controls dropped: a value stays on its line.
 */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROLS, '');

/** A quoted parameter value (§3.2, QSAFE-CHAR): no DQUOTE and no control; a line break becomes a space. */
const quoteParam = (value: string) => `"${value.replace(LINE_BREAK, ' ').replace(CONTROLS, '').replace(/"/g, "'")}"`;

/** A mailto: address, which can hold no space, quote or control. */
const mailto = (email: string) => `mailto:${email.replace(/[\s"]/g, '').replace(CONTROLS, '')}`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length ? 74 : 75;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
