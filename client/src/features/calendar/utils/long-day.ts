import { mediumDate } from '@common/date-text';

// Apart from month-grid, which needs dayjs: the barber's agenda and the day's dialogs name days without it.

/** "miércoles, 16 de enero" for a day: the medium length (common/date-text). */
export function longDay(date: string): string {
  return mediumDate(date) ?? date;
}
