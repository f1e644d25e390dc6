import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// SPEC §1: dates shown in es-ES, display time zone America/New_York.
export const DISPLAY_TIME_ZONE = 'America/New_York';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);
dayjs.locale('es');
dayjs.tz.setDefault(DISPLAY_TIME_ZONE);

export { dayjs };
