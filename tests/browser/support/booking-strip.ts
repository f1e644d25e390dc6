import type { Page } from 'playwright-core';

// The client's booking form since issue 31: a strip of days and the free times as buttons.

const LONG_DATE = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Miércoles, 16 de enero de 2030', as the strip's buttons begin their names. */
export function longDate(date: string): string {
  const text = LONG_DATE.format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The strip's button of `date` (YYYY-MM-DD). */
export const dayButton = (page: Page, date: string) =>
  page.locator('.day-strip').getByRole('button', { name: new RegExp(`^${longDate(date)}:`) });

/** The time button that reads `label` ('10:30 AM'). */
export const timeButton = (page: Page, label: string) =>
  page.locator('.time-buttons').getByRole('button', { name: label, exact: true });

/** The time buttons' labels, in order ('8:00 AM'…). */
export const offeredTimes = (page: Page) => page.locator('.time-buttons button').allTextContents();

/** Picks `date` in the strip and `time` (HH:MM) among its buttons, once they are there. */
export async function pickDayAndTime(page: Page, date: string, time?: string) {
  const day = dayButton(page, date);
  await day.click();
  await page.waitForFunction(
    (label) =>
      document.querySelector(`.day-strip button[aria-pressed="true"]`)?.getAttribute('aria-label')?.startsWith(label),
    longDate(date),
  );
  if (time) await timeButton(page, twelveHour(time)).click();
}

/** '14:30' → '2:30 PM', as the buttons read. */
export function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
