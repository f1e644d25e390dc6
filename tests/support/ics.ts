import ICAL from 'ical.js';

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** How many VEVENTs the file holds (one, unless a value broke out of its line). */
  events: number;
  /** The CN parameters of ORGANIZER and ATTENDEE. */
  organizer: string | null;
  attendee: string | null;
}

/** Parses an .ics with ical.js, its times resolved through the file's own VTIMEZONE. */
export function parseInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    events: calendar.getAllSubcomponents('vevent').length,
    organizer: commonName(vevent.getFirstProperty('organizer')),
    attendee: commonName(vevent.getFirstProperty('attendee')),
  };
}

function commonName(property: ICAL.Property | null): string | null {
  const cn = property?.getParameter('cn');
  return typeof cn === 'string' ? cn : null;
}
