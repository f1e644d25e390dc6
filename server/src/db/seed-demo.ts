import type { DataSource } from 'typeorm';
import { BusinessConfig } from '../features/business-config/business-config.entity';
import { renameShopAdmin } from '../features/users/shop-admin';
import { DEFAULT_OPENING_HOURS } from '../../../common/opening-hours';
import { Cut } from '../features/cuts/cut.entity';

export const DEMO_CUTS: Pick<Cut, 'name' | 'description' | 'price' | 'duration'>[] = [
  {
    name: 'Corte Clásico',
    description: 'Corte a tijera y máquina con acabado a navaja en la nuca y las patillas, lavado y peinado incluidos.',
    price: 15,
    duration: 30,
  },
  {
    name: 'Fade Moderno',
    description:
      'Degradado (low, mid o high fade) perfectamente difuminado, con la parte superior a tu gusto y perfilado de contornos.',
    price: 20,
    duration: 45,
  },
  {
    name: 'Barba Completa',
    description:
      'Arreglo y perfilado de barba con toalla caliente, navaja en las líneas y aceite hidratante para terminar.',
    price: 12,
    duration: 30,
  },
  {
    name: 'Corte + Barba',
    description: 'Nuestro combo más pedido: corte de pelo a elección y arreglo completo de barba con toalla caliente.',
    price: 30,
    duration: 60,
  },
  {
    name: 'Corte Infantil',
    description:
      'Corte para niños de hasta 12 años, con paciencia y buen ambiente para que la visita sea un buen rato.',
    price: 10,
    duration: 30,
  },
  {
    name: 'Afeitado Tradicional',
    description: 'Afeitado clásico a navaja con espuma caliente, doble pasada, toallas calientes y bálsamo calmante.',
    price: 18,
    duration: 45,
  },
  {
    name: 'Diseño de Cejas',
    description: 'Limpieza y perfilado de cejas a navaja para un acabado natural y definido.',
    price: 7.5,
    duration: 15,
  },
];

export const DEMO_BUSINESS_CONFIG: Omit<BusinessConfig, 'id' | 'updatedAt'> = {
  businessName: 'Barbería El Clásico',
  adminName: 'Carlos Martínez',
  phone: '+1 (305) 555-0142',
  address: '1234 SW 8th St, Miami, FL 33135',
  email: 'contacto@barberiaelclasico.com',
  instagram: '@barberiaelclasico',
  openingHours: DEFAULT_OPENING_HOURS,
};

/**
 * Fills a brand-new shop with a catalogue and settings to try the app with.
 * A shop that has either of them already is somebody's real data: it is left alone.
 */
export async function seedDemo(dataSource: DataSource): Promise<{ seeded: boolean }> {
  return dataSource.transaction(async (manager) => {
    const hasCuts = await manager.getRepository(Cut).exists();
    const hasConfig = await manager.getRepository(BusinessConfig).exists();
    if (hasCuts || hasConfig) return { seeded: false };
    await manager.getRepository(Cut).insert(DEMO_CUTS);
    await manager.getRepository(BusinessConfig).insert({ id: 1, ...DEMO_BUSINESS_CONFIG });
    // The demo's barber greets and signs Actividad by name, as saved settings would (decision 0023).
    await renameShopAdmin(manager, DEMO_BUSINESS_CONFIG.adminName);
    return { seeded: true };
  });
}
