import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { whenShopTimeZoneSet } from './shop-time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);
dayjs.locale('es');

// The shop's zone is every date's default, from the moment the server has said which it is.
whenShopTimeZoneSet((zone) => dayjs.tz.setDefault(zone));

export { dayjs };
