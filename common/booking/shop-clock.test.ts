import { describe, expect, it } from 'vitest';
import { createShopClock } from './shop-clock';

// New York moves to EDT (UTC-4) on Sunday 14 March 2027 at 02:00 and back to EST (UTC-5) on Sunday
// 7 November 2027 at 02:00. Every answer is New York's, whatever TZ the process runs in.
const NY = 'America/New_York';
const at = (iso: string) => createShopClock(NY, () => new Date(iso));
const clock = at('2027-01-01T00:00:00Z');
const instant = (date: string, time: string) => clock.instant(date, time).toISOString();

describe('the shop clock', () => {
  it("says the shop's date, which turns at the shop's midnight", () => {
    expect(at('2027-03-14T04:59:59Z').today()).toBe('2027-03-13');
    expect(at('2027-03-14T05:00:00Z').today()).toBe('2027-03-14');
    // After the switch midnight is at 04:00 UTC.
    expect(at('2027-03-15T03:59:59Z').today()).toBe('2027-03-14');
    expect(at('2027-03-15T04:00:00Z').today()).toBe('2027-03-15');
    expect(at('2027-11-08T04:59:59Z').today()).toBe('2027-11-07');
    expect(at('2027-11-08T05:00:00Z').today()).toBe('2027-11-08');
  });

  it('places wall-clock times around spring forward', () => {
    expect(instant('2027-03-13', '10:00')).toBe('2027-03-13T15:00:00.000Z');
    expect(instant('2027-03-14', '01:30')).toBe('2027-03-14T06:30:00.000Z');
    expect(instant('2027-03-14', '03:00')).toBe('2027-03-14T07:00:00.000Z');
    expect(instant('2027-03-14', '08:00')).toBe('2027-03-14T12:00:00.000Z');
    expect(instant('2027-03-15', '10:00')).toBe('2027-03-15T14:00:00.000Z');
  });

  it('reads a time the night skips as the one an hour later', () => {
    expect(instant('2027-03-14', '02:00')).toBe(instant('2027-03-14', '03:00'));
    expect(instant('2027-03-14', '02:30')).toBe('2027-03-14T07:30:00.000Z');
  });

  it('places wall-clock times around fall back, a repeated hour read the second time', () => {
    expect(instant('2027-11-06', '10:00')).toBe('2027-11-06T14:00:00.000Z');
    expect(instant('2027-11-07', '00:30')).toBe('2027-11-07T04:30:00.000Z');
    expect(instant('2027-11-07', '01:30')).toBe('2027-11-07T06:30:00.000Z');
    expect(instant('2027-11-07', '08:00')).toBe('2027-11-07T13:00:00.000Z');
    expect(instant('2027-11-08', '10:00')).toBe('2027-11-08T15:00:00.000Z');
  });
});

describe('the shop clock in other zones', () => {
  // Every half hour of 2027: the wall clock Intl shows at an instant leads back to that instant, or to the
  // later one showing the same when the night repeats it (Lord Howe moves by half an hour, Santiago at midnight).
  it.each(['America/New_York', 'Europe/Madrid', 'Asia/Tokyo', 'Australia/Lord_Howe', 'America/Santiago'])(
    'agrees with the zone database in %s',
    (zone) => {
      const shows = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const zoned = createShopClock(zone);
      const step = 30 * 60_000;
      const from = Date.UTC(2027, 0, 1);
      const shown = Array.from({ length: 365 * 48 + 4 }, (_, i) => shows.format(from + i * step));
      let repeated = 0;
      for (let i = 0; i < 365 * 48; i += 1) {
        const [date, time] = shown[i].split(' ');
        const last = [i + 2, i + 1].find((j) => shown[j] === shown[i]) ?? i;
        if (last !== i) repeated += 1;
        expect(zoned.instant(date, time).getTime()).toBe(from + last * step);
      }
      expect(repeated).toBe({ 'Asia/Tokyo': 0, 'Australia/Lord_Howe': 1 }[zone] ?? 2);
    },
  );
});
