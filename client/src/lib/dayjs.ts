import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Dates here are the shop's calendar days (YYYY-MM-DD) and wall-clock times; an instant is turned into the
// shop's day by lib/shop-date, never by dayjs' time zone plugin (decision 0044).
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);
dayjs.locale('es');

export { dayjs };
