import { describe, expect, it } from 'vitest';
import { cutDefaults, cutSchema } from '../../common/validation/cut';
import { testAppWithTokensForFile } from '../support/test-app';

const { t, tokens } = testAppWithTokensForFile();

const FIELDS = 'id name description price duration createdAt updatedAt';
const CUTS = `{ cuts { ${FIELDS} } }`;
const CUT = `query($id: ID!) { cut(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: CutInput!) { createCut(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCut(id: $id) }`;
const UNKNOWN_ID = '6f1c1c52-4a8e-4f5e-9a43-2b8e8f0c9d11';

let seq = 0;
const valid = () => ({
  name: `Corte de prueba ${++seq}`,
  description: 'Un corte para probar la API.',
  price: 15,
  duration: 30,
});

/** The admin's createCut, updateCut and deleteCut, their answers as they come. */
const createAsAdmin = (input: Record<string, unknown>) => t.gql(CREATE, { input }, tokens.admin);
const updateAsAdmin = (id: string, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, tokens.admin);
const deleteAsAdmin = (id: string) => t.gql(DELETE, { id }, tokens.admin);

async function createCut(input: Record<string, unknown> = valid()) {
  const res = await createAsAdmin(input);
  expect(res.errors).toBeUndefined();
  return res.data!.createCut as { id: string; name: string; price: number; updatedAt: string };
}

const rows = (id: string) =>
  t.app.dataSource.query(`SELECT name, description, price::text AS price, duration FROM cuts WHERE id = $1`, [id]);
const cutCount = async () => Number((await t.app.dataSource.query(`SELECT count(*) AS n FROM cuts`))[0].n);

describe('who may call what', () => {
  it('lets anyone, signed in or not, read the catalogue and one cut', async () => {
    const cut = await createCut();
    for (const token of [null, tokens.client, tokens.admin]) {
      const list = await t.gql(CUTS, {}, token);
      expect(list.errors).toBeUndefined();
      expect(list.data!.cuts.map((c: { id: string }) => c.id)).toContain(cut.id);
      const one = await t.gql(CUT, { id: cut.id }, token);
      expect(one.errors).toBeUndefined();
      expect(one.data!.cut.name).toBe(cut.name);
    }
  });

  it('refuses create, update and delete to anonymous (UNAUTHENTICATED) and clients (FORBIDDEN), changing nothing', async () => {
    const cut = await createCut();
    const before = await rows(cut.id);
    const count = await cutCount();
    for (const [token, code] of [
      [null, 'UNAUTHENTICATED'],
      [tokens.client, 'FORBIDDEN'],
    ] as const) {
      const created = await t.gql(CREATE, { input: valid() }, token);
      const updated = await t.gql(UPDATE, { id: cut.id, input: { ...valid(), price: 99 } }, token);
      const deleted = await t.gql(DELETE, { id: cut.id }, token);
      for (const res of [created, updated, deleted]) {
        expect(res.data).toBeNull();
        expect(res.errors?.[0].extensions?.code).toBe(code);
      }
    }
    expect(await cutCount()).toBe(count);
    expect(await rows(cut.id)).toEqual(before);
  });

  it('lets the admin create, update and delete', async () => {
    const cut = await createCut();
    const updated = await updateAsAdmin(cut.id, { ...valid(), price: 21 });
    expect(updated.data!.updateCut.price).toBe(21);
    const deleted = await deleteAsAdmin(cut.id);
    expect(deleted).toEqual({ data: { deleteCut: cut.id } });
  });
});

describe('creating a cut', () => {
  it('stores it trimmed and answers it with its timestamps', async () => {
    const res = await createAsAdmin({
      name: '  Fade Alto  ',
      description: '  Degradado alto con perfilado.  ',
      price: 20,
      duration: 45,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createCut).toMatchObject({
      name: 'Fade Alto',
      description: 'Degradado alto con perfilado.',
      price: 20,
      duration: 45,
    });
    expect(Date.parse(res.data!.createCut.createdAt)).not.toBeNaN();
    expect(await rows(res.data!.createCut.id)).toEqual([
      { name: 'Fade Alto', description: 'Degradado alto con perfilado.', price: '20.00', duration: 45 },
    ]);
  });

  it('keeps the cents of a price exactly', async () => {
    const cut = await createCut({ ...valid(), price: 12.35 });
    expect(cut.price).toBe(12.35);
    expect((await rows(cut.id))[0].price).toBe('12.35');
    const again = await t.gql(CUT, { id: cut.id });
    expect(again.data!.cut.price).toBe(12.35);
    const free = await createCut({ ...valid(), price: 0 });
    expect(free.price).toBe(0);
  });

  it('offers price 0 and 30 minutes as the defaults of a new cut', () => {
    expect(cutDefaults).toEqual({ price: 0, duration: 30 });
  });

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: '   ' }, 'El nombre es requerido'],
    [{ name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'N'.repeat(81) }, 'El nombre no puede superar 80 caracteres'],
    [{ description: '' }, 'La descripción es requerida'],
    [{ description: 'Abcd' }, 'La descripción debe tener al menos 5 caracteres'],
    [{ description: 'D'.repeat(501) }, 'La descripción no puede superar 500 caracteres'],
    [{ price: -0.01 }, 'El precio debe ser mayor o igual a 0'],
    [{ price: 12.345 }, 'El precio admite como máximo 2 decimales'],
    [{ price: 10000.01 }, 'El precio no puede superar 10000'],
    [{ duration: 0 }, 'La duración debe ser mayor a 0'],
    [{ duration: -5 }, 'La duración debe ser mayor a 0'],
    [{ duration: 481 }, 'La duración no puede superar 480 minutos'],
  ])('rejects %o with "%s" and stores nothing', async (patch, message) => {
    const count = await cutCount();
    const res = await createAsAdmin({ ...valid(), ...patch });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await cutCount()).toBe(count);
  });

  it('accepts the limits themselves', async () => {
    const res = await createAsAdmin({ name: 'Ab', description: 'Cinco', price: 10000, duration: 480 });
    expect(res.errors).toBeUndefined();
    const longest = await createAsAdmin({
      ...valid(),
      name: 'N'.repeat(80),
      description: 'D'.repeat(500),
      duration: 1,
    });
    expect(longest.errors).toBeUndefined();
  });

  it('refuses a fractional duration before it reaches the service', async () => {
    const count = await cutCount();
    const res = await createAsAdmin({ ...valid(), duration: 30.5 });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await cutCount()).toBe(count);
  });

  it('gives the form the same messages for what GraphQL types cannot carry', async () => {
    const messageOf = (values: Record<string, unknown>) =>
      cutSchema.validate({ ...valid(), ...values }).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await messageOf({ duration: 30.5 })).toBe('La duración debe ser un número entero de minutos');
    expect(await messageOf({ duration: undefined })).toBe('La duración es requerida');
    expect(await messageOf({ duration: 'media hora' })).toBe('La duración debe ser un número');
    expect(await messageOf({ price: undefined })).toBe('El precio es requerido');
    expect(await messageOf({ price: 'gratis' })).toBe('El precio debe ser un número');
  });

  it('refuses a name already in the catalogue, whatever its case and spaces', async () => {
    const cut = await createCut({ ...valid(), name: 'Corte Clásico' });
    const count = await cutCount();
    for (const name of ['Corte Clásico', 'corte clásico', '  CORTE CLÁSICO ']) {
      const res = await createAsAdmin({ ...valid(), name });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Ya existe un corte con ese nombre',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await cutCount()).toBe(count);
    expect((await rows(cut.id))[0].name).toBe('Corte Clásico');
  });
});

describe('reading the catalogue', () => {
  it('lists cuts by name in Spanish order (ñ after n, case ignored)', async () => {
    const names = ['Ondulado', 'Ñapa Especial', 'barba exprés', 'Navaja', 'Afeitado', 'Corte'];
    for (const name of names) await createCut({ ...valid(), name });
    const res = await t.gql(CUTS);
    const listed = res.data!.cuts.map((c: { name: string }) => c.name).filter((name: string) => names.includes(name));
    expect(listed).toEqual(['Afeitado', 'barba exprés', 'Corte', 'Navaja', 'Ñapa Especial', 'Ondulado']);
  });

  it('answers NOT_FOUND "Corte no encontrado" for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'no-es-un-uuid', '']) {
      const res = await t.gql(CUT, { id });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: 'Corte no encontrado', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('updating a cut', () => {
  it('replaces its fields and moves updatedAt', async () => {
    const cut = await createCut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const input = { name: ' Corte Renovado ', description: 'Nueva descripción del corte.', price: 17.99, duration: 40 };
    const res = await updateAsAdmin(cut.id, input);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCut).toMatchObject({
      id: cut.id,
      name: 'Corte Renovado',
      description: 'Nueva descripción del corte.',
      price: 17.99,
      duration: 40,
    });
    expect(Date.parse(res.data!.updateCut.updatedAt)).toBeGreaterThan(Date.parse(cut.updatedAt));
    expect(await rows(cut.id)).toEqual([
      { name: 'Corte Renovado', description: 'Nueva descripción del corte.', price: '17.99', duration: 40 },
    ]);
  });

  it('lets a cut keep its own name in another case', async () => {
    const cut = await createCut({ ...valid(), name: 'Degradado Bajo' });
    const res = await updateAsAdmin(cut.id, { ...valid(), name: 'DEGRADADO BAJO' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCut.name).toBe('DEGRADADO BAJO');
  });

  it("refuses another cut's name with CONFLICT and changes nothing", async () => {
    await createCut({ ...valid(), name: 'Rapado' });
    const cut = await createCut();
    const before = await rows(cut.id);
    const res = await updateAsAdmin(cut.id, { ...valid(), name: 'rapado', price: 1 });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Ya existe un corte con ese nombre',
      extensions: { code: 'CONFLICT' },
    });
    expect(await rows(cut.id)).toEqual(before);
  });

  it('refuses invalid values and changes nothing', async () => {
    const cut = await createCut();
    const before = await rows(cut.id);
    const res = await updateAsAdmin(cut.id, { ...valid(), price: -3 });
    expect(res.errors?.[0]).toMatchObject({
      message: 'El precio debe ser mayor o igual a 0',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await rows(cut.id)).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'no-es-un-uuid']) {
      const res = await updateAsAdmin(id, valid());
      expect(res.errors?.[0]).toMatchObject({ message: 'Corte no encontrado', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('deleting a cut', () => {
  it('removes it and answers its id; a second delete is NOT_FOUND', async () => {
    const cut = await createCut();
    const res = await deleteAsAdmin(cut.id);
    expect(res).toEqual({ data: { deleteCut: cut.id } });
    expect(await rows(cut.id)).toEqual([]);
    expect((await t.gql(CUT, { id: cut.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const again = await deleteAsAdmin(cut.id);
    expect(again.errors?.[0]).toMatchObject({ message: 'Corte no encontrado', extensions: { code: 'NOT_FOUND' } });
  });

  it('frees the name for a new cut', async () => {
    const cut = await createCut({ ...valid(), name: 'Mohicano' });
    await deleteAsAdmin(cut.id);
    const res = await createAsAdmin({ ...valid(), name: 'Mohicano' });
    expect(res.errors).toBeUndefined();
  });

  it('answers NOT_FOUND for a malformed id', async () => {
    const res = await deleteAsAdmin('no-es-un-uuid');
    expect(res.errors?.[0]).toMatchObject({ message: 'Corte no encontrado', extensions: { code: 'NOT_FOUND' } });
  });
});
