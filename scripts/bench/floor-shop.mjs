// What the floors of the free times share: the shop's part of their one statement, and the compiled common/
// the server runs (npm run build), so each floor is the server's computation minus the framework.

/**
 * The cut's duration ($1), the shop's week, its rules and the closures touching [`from`, `to`] (parameter
 * placeholders), as the leading columns of a floor's SELECT.
 */
export const shopColumns = (from, to) => `
  (SELECT duration FROM cuts WHERE id = $1) AS duration,
  (SELECT opening_hours FROM business_config) AS hours,
  (SELECT json_build_object('bufferMinutes', buffer_minutes, 'minNoticeHours', min_notice_hours,
                            'horizonDays', horizon_days, 'slotStepMinutes', slot_step_minutes, 'breaks', breaks)
     FROM booking_rules) AS rules,
  (SELECT coalesce(json_agg(json_build_object('startDate', start_date::text, 'endDate', end_date::text, 'note', note)), '[]')
     FROM closed_dates WHERE start_date <= ${to}::date AND end_date >= ${from}::date) AS closures`;

const loaded = new Map();

/** The compiled modules of common/ named (paths under it, without .js), merged, with the shop's clock; loaded once. */
export function compiledCommon(require, modules) {
  const key = modules.join();
  if (!loaded.has(key)) {
    const dist = '../../server/dist/common';
    const rules = Object.assign({}, ...modules.map((module) => require(`${dist}/${module}.js`)));
    rules.clock = rules.createShopClock('America/New_York');
    loaded.set(key, rules);
  }
  return loaded.get(key);
}
