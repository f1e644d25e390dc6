import { expect } from 'vitest';
import { everyWeekday } from '../../common/opening-hours';
import type { TestApp } from './test-app';

/** The admin saves the business settings (Configuración del Negocio) and the test fails on any error. */
export async function saveBusinessConfig(t: TestApp, input: Record<string, unknown>): Promise<void> {
  const saved = await t.gql(
    `mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }`,
    { input },
    await t.adminToken(),
  );
  expect(saved.errors).toBeUndefined();
}

/** The admin saves the business settings of 'Barbería El Clásico', as Configuración del Negocio would; `extra` adds e.g. openingHours. */
export async function saveElClasico(t: TestApp, extra: Record<string, unknown> = {}): Promise<void> {
  await saveBusinessConfig(t, {
    businessName: 'Barbería El Clásico',
    adminName: 'Carlos Méndez',
    phone: '+1 (305) 555-0142',
    address: '1500 Calle Ocho, Miami, FL',
    email: 'hola@elclasico.com',
    ...extra,
  });
}

/** A valid set of business settings, as an admin would type them. */
export const DON_PEPE = {
  businessName: 'Barbería Don Pepe',
  adminName: 'José Pérez',
  phone: '+1 (305) 555-0199',
  address: '742 Calle Ocho, Miami, FL',
  email: 'hola@donpepe.com',
  instagram: '@donpepe',
};

export interface DayHours {
  open: string | null;
  close: string | null;
}

/** The seven days (ISO, 1 Monday … 7 Sunday), each with what `day` gives it (which may also change its weekday). */
export const week = (day: (weekday: number) => DayHours & { weekday?: number }) =>
  everyWeekday((weekday) => ({ weekday, ...day(weekday) }));

/** SPEC §9, the hours before the admin sets any: Monday to Friday 8:00–18:00, Saturday 8:00–16:00, Sunday closed. */
export const USUAL_HOURS = week((weekday) =>
  weekday <= 5
    ? { open: '08:00', close: '18:00' }
    : weekday === 6
      ? { open: '08:00', close: '16:00' }
      : { open: null, close: null },
);

export const BOOKING_RULES_FIELDS =
  'bufferMinutes minNoticeHours horizonDays cancellationCutoffHours breaks { weekday start end }';

/** The admin saves the booking rules (issue 15), the defaults with `patch` on top. */
export async function saveBookingRules(
  t: TestApp,
  patch: Partial<{
    bufferMinutes: number;
    minNoticeHours: number;
    horizonDays: number;
    cancellationCutoffHours: number;
    breaks: { weekday: number; start: string; end: string }[];
  }>,
): Promise<void> {
  const saved = await t.gql(
    `mutation($input: BookingRulesInput!) { updateBookingRules(input: $input) { ${BOOKING_RULES_FIELDS} } }`,
    {
      input: { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [], ...patch },
    },
    await t.adminToken(),
  );
  expect(saved.errors).toBeUndefined();
}
