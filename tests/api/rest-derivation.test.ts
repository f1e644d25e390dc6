import 'reflect-metadata';
import { getNamedType, isObjectType, Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentName } from '../../server/src/rest/answer-shape';
import { restFragments } from '../../server/src/rest/fragments';
import { isNativeRoute } from '../../server/src/rest/route';
import { routeTable } from '../../server/src/rest/route-table';
import { nextWeekday } from '../support/booking';
import { mountRestRouter, restClient, type MountedRouter, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// The REST answers are the routes' GraphQL selections: one fragment per record, nothing listed twice.

const t = testAppForFile();
let api: RestClient;
beforeAll(async () => {
  api = await restClient(t);
});

const fragments = parse(restFragments).definitions as FragmentDefinitionNode[];

describe('the documented answers', () => {
  it('come from the operations: no route in the table writes its response schema by hand', () => {
    const handWritten = routeTable.filter((route) => !isNativeRoute(route) && route.response.schema);
    expect(handWritten.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('document each REST fragment as a component whose properties are its fields, in order', () => {
    const components = api.document.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    for (const fragment of fragments.filter((f) => componentName(f.name.value) in components)) {
      const type = t.app.schema.getType(fragment.typeCondition.name.value);
      expect(isObjectType(type), fragment.name.value).toBe(true);
      expect(Object.keys(components[componentName(fragment.name.value)].properties)).toEqual(
        keysOf(fragment.selectionSet),
      );
    }
  });

  it('name only fields the GraphQL types have', () => {
    for (const fragment of fragments) {
      const type = t.app.schema.getType(fragment.typeCondition.name.value);
      if (!isObjectType(type)) throw new Error(`${fragment.name.value} is not on an object type`);
      checkFields(type.name, fragment.selectionSet);
    }
  });
});

/** Response keys of a selection, fragments spread in place, as graphql-js writes them. */
function keysOf(selectionSet: SelectionSetNode): string[] {
  const keys = selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.alias?.value ?? selection.name.value];
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      return keysOf(fragments.find((f) => f.name.value === selection.name.value)!.selectionSet);
    }
    return keysOf(selection.selectionSet);
  });
  return [...new Set(keys)];
}

function checkFields(typeName: string, selectionSet: SelectionSetNode) {
  const type = t.app.schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const field = type.getFields()[selection.name.value];
    expect(field, `${typeName}.${selection.name.value}`).toBeDefined();
    if (selection.selectionSet) checkFields(getNamedType(field.type).name, selection.selectionSet);
  }
}

describe('adding a field to a REST fragment', () => {
  // What a newcomer does to show when an appointment ends: one line in fragments.ts.
  const withEndsAt = restFragments.replace(
    /fragment RestAppointmentFields on Appointment \{/,
    (opening) => `${opening} endsAt`,
  );

  let mounted: MountedRouter;
  beforeAll(async () => {
    mounted = await mountRestRouter(t, { fragments: withEndsAt });
  });
  afterAll(() => mounted?.close());

  it('adds it to the client and admin answers, in place, and to their schemas', async () => {
    expect(withEndsAt).not.toBe(restFragments);
    const admin = await t.adminToken();
    const client = await t.signUp();
    const cut = await api.call('POST', '/cuts', {
      token: admin,
      body: { name: 'Con fin', description: 'Un corte de prueba', price: 10, duration: 45 },
    });
    const post = (token: string, path: string, body: object) =>
      fetch(`${mounted.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json());
    const get = (token: string | null, path: string) =>
      fetch(`${mounted.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then((res) =>
        res.json(),
      );

    const booked = await post(client.token, '/appointments', {
      cutId: cut.body.data.cut.id,
      date: nextWeekday(3),
      time: '10:00',
    });
    expect(Object.keys(booked.data)).toEqual([
      'id',
      'clientId',
      'endsAt',
      'cutId',
      'cutType',
      'barberId',
      'barberName',
      'date',
      'time',
      'note',
      'status',
      'rejectionReason',
      'hidden',
      'price',
      'duration',
      'createdAt',
      'updatedAt',
      '_id',
    ]);
    expect(new Date(booked.data.endsAt).toISOString()).toBe(booked.data.endsAt);

    const [listed] = (await get(admin, '/appointments/all')).data;
    expect(listed).toMatchObject({ id: booked.data.id, endsAt: booked.data.endsAt, clientId: { id: client.id } });
    const stats = (await get(admin, '/stats/dashboard')).data;
    expect(stats.nextAppointments[0].endsAt).toBe(booked.data.endsAt);

    const document = await get(null, '/openapi.json');
    for (const name of ['Appointment', 'AdminAppointment']) {
      const schema = document.components.schemas[name];
      expect(schema.properties.endsAt).toEqual({
        type: 'string',
        format: 'date-time',
        description: 'Fin como instante (UTC): inicio + duración.',
      });
      expect(schema.required).toContain('endsAt');
    }
    // The unchanged server documents no such field, and its closed schemas would refuse one.
    expect(api.document.components.schemas.Appointment.properties.endsAt).toBeUndefined();
    expect(api.document.components.schemas.Appointment.additionalProperties).toBe(false);
  });
});

describe('request bodies', () => {
  const bodyOf = (path: string, method: string) =>
    api.document.paths[path][method].requestBody.content['application/json'].schema;

  it('are the operation variables, with the shared yup limits and what GraphQL requires', () => {
    const register = bodyOf('/auth/register', 'post');
    expect(Object.keys(register.properties).sort()).toEqual(
      ['confirmPassword', 'email', 'name', 'password', 'phone'].sort(),
    );
    expect(register.required.sort()).toEqual(['confirmPassword', 'email', 'name', 'password']);
    expect(register.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
    expect(register.properties.password).toMatchObject({ minLength: 6 });
    expect(register.properties.email.pattern).toBe('^[^\\s@]+@[^\\s@]+$');

    const cut = bodyOf('/cuts', 'post');
    expect(cut.properties.duration).toMatchObject({ type: 'integer', minimum: 1, maximum: 480 });
    expect(cut.properties.price).toMatchObject({ type: 'number', minimum: 0, maximum: 10000 });
  });

  it('use the REST names and document nested inputs', () => {
    const config = bodyOf('/config', 'put');
    expect(config.properties.openingHours).toBeUndefined();
    const hours = config.properties.hours.anyOf[0];
    expect(hours).toMatchObject({ type: 'array', minItems: 7, maxItems: 7 });
    expect(hours.items.properties.weekday).toMatchObject({ type: 'integer', minimum: 1, maximum: 7 });
  });

  it('leave path parameters out and speak the lower-case statuses', () => {
    const [status] = bodyOf('/appointments/{id}', 'put').anyOf;
    expect(Object.keys(status.properties)).toEqual(['status', 'rejectionReason']);
    expect(status.properties.status.enum.sort()).toEqual(['cancelled', 'completed', 'confirmed', 'no_show', 'pending']);
  });
});
