import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The admin saves the business settings of 'Barbería El Clásico', as Configuración del Negocio would. */
export async function saveElClasico(t: TestApp): Promise<void> {
  const saved = await t.gql(
    `mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { businessName } }`,
    {
      input: {
        businessName: 'Barbería El Clásico',
        adminName: 'Carlos Méndez',
        phone: '+1 (305) 555-0142',
        address: '1500 Calle Ocho, Miami, FL',
        email: 'hola@elclasico.com',
      },
    },
    await t.adminToken(),
  );
  expect(saved.errors).toBeUndefined();
}
