import { describe, expect, it } from 'vitest';
import { cutSchema } from '../../common/validation/cut';
import { businessConfigSchema } from '../../common/validation/business-config';
import { DEMO_BUSINESS_CONFIG, DEMO_CUTS, seedDemo } from '../../server/src/db/seed-demo';
import { saveBusinessConfig } from '../support/business';
import { startTestApp, testAppForFile } from '../support/test-app';

const t = testAppForFile({ seedDemo: true });

const counts = async () => {
  const [row] = await t.app.dataSource.query(
    `SELECT (SELECT count(*)::int FROM cuts) AS cuts, (SELECT count(*)::int FROM business_config) AS configs`,
  );
  return row as { cuts: number; configs: number };
};

describe('demo data', () => {
  it('fills an empty shop with a Spanish catalogue and the business settings when the server starts with it on', async () => {
    const cuts = await t.gql(`{ cuts { name description price duration } }`);
    expect(cuts.data!.cuts.length).toBeGreaterThanOrEqual(6);
    expect(cuts.data!.cuts).toContainEqual({
      name: 'Corte Clásico',
      description: expect.any(String),
      price: 15,
      duration: 30,
    });
    expect(cuts.data!.cuts.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Fade Moderno',
        'Barba Completa',
        'Corte + Barba',
        'Corte Infantil',
        'Afeitado Tradicional',
      ]),
    );
    expect(cuts.data!.cuts.find((c: { name: string }) => c.name === 'Corte + Barba').duration).toBe(60);

    const pub = await t.gql(
      `{ publicConfig { businessName adminName phone address email instagram configured openingHours { weekday open close } } }`,
    );
    expect(pub.data!.publicConfig).toMatchObject({
      businessName: 'Barbería El Clásico',
      instagram: '@barberiaelclasico',
      configured: true,
    });
    expect(pub.data!.publicConfig.openingHours).toHaveLength(7);
    expect(await counts()).toEqual({ cuts: DEMO_CUTS.length, configs: 1 });
  });

  it('only holds values the admin forms would accept', async () => {
    for (const cut of DEMO_CUTS) await expect(cutSchema.validate(cut)).resolves.toBeTruthy();
    await expect(businessConfigSchema.validate(DEMO_BUSINESS_CONFIG)).resolves.toBeTruthy();
  });

  it('adds nothing on a second run', async () => {
    const before = await counts();
    expect(await seedDemo(t.app.dataSource)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('leaves a shop with its own cuts alone, even without settings', async () => {
    await t.app.dataSource.query(`DELETE FROM business_config`);
    await t.app.dataSource.query(`DELETE FROM cuts WHERE name <> 'Corte Clásico'`);
    expect(await seedDemo(t.app.dataSource)).toEqual({ seeded: false });
    expect(await counts()).toEqual({ cuts: 1, configs: 0 });
  });

  it('leaves a shop with its own settings alone, even without cuts', async () => {
    await t.app.dataSource.query(`DELETE FROM cuts`);
    await saveBusinessConfig(t, {
      businessName: 'Mi Barbería',
      adminName: 'Luis',
      phone: '305 555 0100',
      address: 'Miami',
      email: 'luis@x.com',
    });
    expect(await seedDemo(t.app.dataSource)).toEqual({ seeded: false });
    expect(await counts()).toEqual({ cuts: 0, configs: 1 });
    expect((await t.gql(`{ publicConfig { businessName } }`)).data!.publicConfig.businessName).toBe('Mi Barbería');
  });

  it('seeds again once the shop is empty', async () => {
    await t.app.dataSource.query(`DELETE FROM business_config`);
    expect(await seedDemo(t.app.dataSource)).toEqual({ seeded: true });
    expect(await counts()).toEqual({ cuts: DEMO_CUTS.length, configs: 1 });
  });
});

describe('without the demo flag', () => {
  it('starts with an empty catalogue and no settings', async () => {
    const plain = await startTestApp();
    try {
      const [row] = await plain.app.dataSource.query(
        `SELECT (SELECT count(*)::int FROM cuts) AS cuts, (SELECT count(*)::int FROM business_config) AS configs`,
      );
      expect(row).toEqual({ cuts: 0, configs: 0 });
      expect((await plain.gql(`{ publicConfig { configured } }`)).data!.publicConfig.configured).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
