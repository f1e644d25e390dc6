import { describe, expect, it } from 'vitest';
import { shopDayAt, shopTimeAt } from './shop-date';
import { setShopTimeZone } from './shop-time-zone';

describe("the shop's day and clock at an instant", () => {
  setShopTimeZone('America/New_York');

  it("is the shop's evening of the day before while it is already tomorrow in UTC", () => {
    const instant = Date.parse('2026-12-01T04:30:00Z');
    expect(shopDayAt(instant)).toBe('2026-11-30');
    expect(shopTimeAt(instant)).toBe('23:30');
  });

  it('reads midnight as 00:00, and follows the clock change of 1 November', () => {
    expect(shopTimeAt(Date.parse('2026-11-30T05:00:00Z'))).toBe('00:00');
    expect(shopTimeAt(Date.parse('2026-10-31T16:00:00Z'))).toBe('12:00');
    expect(shopTimeAt(Date.parse('2026-11-02T16:00:00Z'))).toBe('11:00');
  });
});
