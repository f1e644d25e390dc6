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
  };
}
