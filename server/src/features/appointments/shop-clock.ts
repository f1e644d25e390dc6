// The shop's clock and calendar arithmetic are pure and shared with the client (common/booking/); the server
// and its tests read them from here.
export { createShopClock, type ShopClock } from '../../../../common/booking/shop-clock';
export { addDays, isoWeekday, minusOneMonth, minutesOf } from '../../../../common/booking/shop-dates';
