import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours';
import { DON_PEPE, USUAL_HOURS, week } from '../support/business';
import { testAppWithTokensForFile } from '../support/test-app';

const { t, tokens } = testAppWithTokensForFile();

const HOURS = 'openingHours { weekday open close }';
const CONFIG_FIELDS = `businessName adminName phone address email instagram ${HOURS} updatedAt`;
const CONFIG = `{ businessConfig { ${CONFIG_FIELDS} } }`;
const PUBLIC = `{ publicConfig { businessName adminName phone email address instagram configured ${HOURS} } }`;
const UPDATE = `mutation($input: BusinessConfigInput!) { updateBusinessConfig(input: $input) { ${CONFIG_FIELDS} } }`;

const valid = DON_PEPE;

const storedRow = async () => (await t.app.dataSource.query(`SELECT * FROM business_config`))[0] ?? null;

describe('before anything is saved', () => {
  it('gives the admin a null config and everyone a public config with the usual hours', async () => {
    const res = await t.gql(CONFIG, {}, tokens.admin);
    expect(res).toEqual({ data: { businessConfig: null } });
    for (const token of [null, tokens.client, tokens.admin]) {
      const pub = await t.gql(PUBLIC, {}, token);
      expect(pub.errors).toBeUndefined();
      expect(pub.data!.publicConfig).toEqual({
        businessName: null,
        adminName: null,
        phone: null,
        email: null,
        address: null,
        instagram: null,
        configured: false,
        openingHours: USUAL_HOURS,
      });
    }
    expect(DEFAULT_OPENING_HOURS).toEqual(USUAL_HOURS);
    expect(await t.app.services.businessConfig.openingHours()).toEqual(USUAL_HOURS);
  });
});

describe('who may call what', () => {
  it('refuses the admin config to anonymous (UNAUTHENTICATED) and clients (FORBIDDEN)', async () => {
    expect((await t.gql(CONFIG, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CONFIG, {}, tokens.client)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses saving to anonymous and clients, storing nothing', async () => {
    const before = await storedRow();
    const anonymous = await t.gql(UPDATE, { input: valid }, null);
    const asClient = await t.gql(UPDATE, { input: valid }, tokens.client);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'No autorizado', extensions: { code: 'UNAUTHENTICATED' } });
    expect(asClient.errors?.[0]).toMatchObject({ message: 'Acceso denegado', extensions: { code: 'FORBIDDEN' } });
    expect(await storedRow()).toEqual(before);
  });
});

describe('saving the settings', () => {
  /** The same hours every day of the week. */
  const everyDay = (open: string, close: string) => ({ openingHours: week(() => ({ open, close })) });
  const OFF_GRID = 'Las horas deben ir en intervalos de 30 minutos (por ejemplo 08:00 o 08:30)';
  const OPENS_AFTER_CLOSING = 'La hora de apertura debe ser anterior a la de cierre';

  it.each([
    [{ businessName: '  ' }, 'El nombre del negocio es requerido'],
    [{ businessName: 'B'.repeat(101) }, 'El nombre del negocio no puede superar 100 caracteres'],
    [{ adminName: '' }, 'El nombre del administrador es requerido'],
    [{ adminName: 'A'.repeat(101) }, 'El nombre del administrador no puede superar 100 caracteres'],
    [{ phone: '' }, 'El teléfono es requerido'],
    [{ phone: 'llámame' }, 'Formato de teléfono inválido'],
    [{ address: ' ' }, 'La dirección es requerida'],
    [{ address: 'D'.repeat(201) }, 'La dirección no puede superar 200 caracteres'],
    [{ email: '' }, 'El email es requerido'],
    [{ email: 'sin-arroba' }, 'Formato de email inválido'],
    [{ email: 'dos@@arrobas.com' }, 'Formato de email inválido'],
    [{ instagram: 'https://instagram.com/donpepe' }, 'Usuario de Instagram inválido'],
    [
      { openingHours: week(() => ({ open: '08:00', close: '18:00' })).slice(0, 6) },
      'El horario debe indicar los 7 días de la semana',
    ],
    [
      { openingHours: week((d) => ({ open: '08:00', close: '18:00', weekday: d === 7 ? 1 : d })) },
      'Cada día de la semana debe aparecer una sola vez',
    ],
    [
      { openingHours: week((d) => ({ open: '08:00', close: '18:00', weekday: d === 7 ? 8 : d })) },
      'Día de la semana inválido',
    ],
    [
      { openingHours: week((d) => ({ open: d === 3 ? '09:00' : null, close: null })) },
      'Indica la hora de apertura y la de cierre, o ninguna si el día está cerrado',
    ],
    [everyDay('07:45', '18:00'), OFF_GRID],
    [everyDay('08:00', '18:10'), OFF_GRID],
    [everyDay('08:15', '12:00'), OFF_GRID],
    [everyDay('9am', '12:00'), OFF_GRID],
    [everyDay('12:00', '12:00'), OPENS_AFTER_CLOSING],
    [everyDay('14:00', '10:00'), OPENS_AFTER_CLOSING],
  ])('rejects %o with "%s" and stores nothing', async (patch, message) => {
    const before = await storedRow();
    const res = await t.gql(UPDATE, { input: { ...valid, ...patch } }, tokens.admin);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((res.errors?.[0].extensions?.errors as { message: string }[]).map((e) => e.message)).toContain(message);
    expect(await storedRow()).toEqual(before);
  });

  it('saves the first time with the usual hours, trimmed, instagram without spaces', async () => {
    const res = await t.gql(
      UPDATE,
      {
        input: {
          ...valid,
          businessName: '  Barbería Don Pepe ',
          email: ' Hola@DonPepe.com ',
          instagram: '  @donpepe  ',
        },
      },
      tokens.admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBusinessConfig).toMatchObject({ ...valid, openingHours: USUAL_HOURS });
    expect(Date.parse(res.data!.updateBusinessConfig.updatedAt)).not.toBeNaN();
    const row = await storedRow();
    expect(row).toMatchObject({
      id: 1,
      business_name: 'Barbería Don Pepe',
      email: 'hola@donpepe.com',
      instagram: '@donpepe',
    });

    const pub = await t.gql(PUBLIC, {}, null);
    expect(pub.data!.publicConfig).toEqual({ ...valid, configured: true, openingHours: USUAL_HOURS });
    const mine = await t.gql(CONFIG, {}, tokens.admin);
    expect(mine.data!.businessConfig).toMatchObject(valid);
  });

  it('updates the single row in place and clears an empty instagram', async () => {
    const before = await t.gql(CONFIG, {}, tokens.admin);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await t.gql(UPDATE, { input: { ...valid, adminName: 'Pepe Pérez', instagram: '   ' } }, tokens.admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBusinessConfig).toMatchObject({ adminName: 'Pepe Pérez', instagram: null });
    expect(Date.parse(res.data!.updateBusinessConfig.updatedAt)).toBeGreaterThan(
      Date.parse(before.data!.businessConfig.updatedAt),
    );
    const count = await t.app.dataSource.query(`SELECT count(*)::int AS n FROM business_config`);
    expect(count[0].n).toBe(1);
    const withoutInstagram = await t.gql(UPDATE, { input: { ...valid, instagram: null } }, tokens.admin);
    expect(withoutInstagram.data!.updateBusinessConfig.instagram).toBeNull();
  });

  it('saves new opening hours, sorted Monday first, and booking rules see them', async () => {
    const hours = week((d) =>
      d === 7
        ? { open: '', close: '' }
        : d === 6
          ? { open: '09:30', close: '14:00' }
          : { open: '08:00', close: '17:30' },
    ).reverse();
    const res = await t.gql(UPDATE, { input: { ...valid, openingHours: hours } }, tokens.admin);
    expect(res.errors).toBeUndefined();
    const expected = [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:30' })),
      { weekday: 6, open: '09:30', close: '14:00' },
      { weekday: 7, open: null, close: null },
    ];
    expect(res.data!.updateBusinessConfig.openingHours).toEqual(expected);
    expect((await t.gql(PUBLIC)).data!.publicConfig.openingHours).toEqual(expected);
    expect(await t.app.services.businessConfig.openingHours()).toEqual(expected);
  });

  it('keeps the saved hours when a save leaves them out', async () => {
    const before = (await t.gql(CONFIG, {}, tokens.admin)).data!.businessConfig.openingHours;
    const res = await t.gql(UPDATE, { input: { ...valid, phone: '305-555-0000' } }, tokens.admin);
    expect(res.data!.updateBusinessConfig).toMatchObject({ phone: '305-555-0000', openingHours: before });
  });

  it('a refused save leaves the saved settings as they were', async () => {
    const before = await storedRow();
    const res = await t.gql(UPDATE, { input: { ...valid, businessName: 'Otro nombre', email: 'mal' } }, tokens.admin);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Formato de email inválido',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await storedRow()).toEqual(before);
  });
});
