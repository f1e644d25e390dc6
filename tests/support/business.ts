import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The admin saves the business settings of 'Barbería El Clásico', as Configuración del Negocio would; `extra` adds e.g. openingHours. */
export async function saveElClasico(t: TestApp, extra: Record<string, unknown> = {}): Promise<void> {
  const saved = await t.gql(
    `mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }`,
    {
      input: {
        businessName: 'Barbería El Clásico',
        adminName: 'Carlos Méndez',
        phone: '+1 (305) 555-0142',
        address: '1500 Calle Ocho, Miami, FL',
        email: 'hola@elclasico.com',
        ...extra,
      },
    },
    await t.adminToken(),
  );
  expect(saved.errors).toBeUndefined();
}

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
