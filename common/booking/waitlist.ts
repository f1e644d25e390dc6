import { formatSlot12h } from '../validation/appointment';
import { waitlistMessages } from '../validation/waitlist';
import { mediumDate } from '../date-text';
import { minutesOf } from './shop-dates';

/** The hours a client on the waitlist can come: none given is the whole day. */
export interface WaitlistWindow {
  from?: string | null;
  to?: string | null;
}

/** Whether a `duration`-minute service starting at `time` lies inside the window: it starts and ends there. */
export function fitsWindow(time: string, duration: number, window: WaitlistWindow): boolean {
  const start = minutesOf(time);
  if (window.from && start < minutesOf(window.from)) return false;
  return !window.to || start + duration <= minutesOf(window.to);
}

/** The free `times` a waitlist entry can take: those whose service fits its window. */
export const timesInWindow = (times: readonly string[], duration: number, window: WaitlistWindow): string[] =>
  times.filter((time) => fitsWindow(time, duration, window));

/** Why a window cannot hold the service at all, or null (the order of from and to is the form's own check). */
export function windowProblem(duration: number, window: WaitlistWindow): string | null {
  if (!window.from || !window.to) return null;
  return minutesOf(window.to) - minutesOf(window.from) < duration ? waitlistMessages.windowTooShort : null;
}

/** The mail's subject: «Se ha liberado un hueco: sábado 14 de marzo a las 10:00 AM». */
export const freedTimeText = (date: string, time: string) =>
  `Se ha liberado un hueco: ${(mediumDate(date) ?? date).replace(', ', ' ')} a las ${formatSlot12h(time)}`;
