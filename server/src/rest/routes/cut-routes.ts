import { withMongoId } from '../records';
import { badRequest } from '../rest-error';
import { bodyOf, numeric, param, queryValue, text } from '../request-values';
import type { RouteSpec, Variables } from '../route';
import { arrayOf, dateTime, envelope, int, num, object, ref, requestBody, str, uuid } from '../schema-builders';
import type { Request } from 'express';
import { successMessages } from '../../../../common/messages';

export const cutMessages = {
  created: successMessages.cutCreated,
  updated: successMessages.cutUpdated,
  deleted: successMessages.cutDeleted,
  limitInvalid: 'El límite debe ser un número entero positivo',
} as const;

const CUT_FIELDS = 'id name description price duration createdAt updatedAt';

const cutProperties = {
  id: uuid(),
  _id: uuid('El mismo valor que id.'),
  name: str(),
  description: str(),
  price: num({ description: 'Dólares.' }),
  duration: int({ description: 'Minutos.' }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
};

export const cutSchemas = {
  Cut: object(cutProperties),
  PopularCut: object({ ...cutProperties, usageCount: int({ description: 'Citas completadas con este corte.' }) }),
};

const cutBody = requestBody({ name: str(), description: str(), price: num(), duration: int() }, [
  'name',
  'description',
  'price',
  'duration',
]);

// A missing number stays missing, so GraphQL answers 400 naming the field.
const cutInput = (req: Request): Variables => {
  const body = bodyOf(req);
  return {
    input: {
      name: text(body.name),
      description: text(body.description),
      price: numeric(body.price),
      duration: numeric(body.duration),
    },
  };
};

function limitOf(req: Request): number | null {
  const raw = queryValue(req, 'limit');
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw badRequest(cutMessages.limitInvalid, [{ field: 'limit', message: cutMessages.limitInvalid }]);
  }
  return Number(raw);
}

const cutData = object({ cut: ref('Cut') });

export const cutRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/cuts',
    tag: 'cortes',
    summary: 'El catálogo de cortes, por nombre',
    audience: ['public'],
    response: {
      status: 200,
      description: 'Cortes',
      schema: envelope({ data: object({ cuts: arrayOf(ref('Cut')) }) }),
    },
    operation: {
      document: `query RestCuts { cuts { ${CUT_FIELDS} } }`,
      wrap: (data) => ({ data: { cuts: data.cuts.map(withMongoId) } }),
    },
  },
  {
    method: 'get',
    path: '/cuts/stats',
    tag: 'cortes',
    summary: 'Cortes por uso (citas completadas), el más usado primero',
    audience: ['signed-in'],
    query: [{ name: 'limit', description: 'Cuántos, como mucho.', schema: int({ minimum: 1 }) }],
    response: {
      status: 200,
      description: 'Cortes con usageCount',
      schema: envelope({ data: object({ cuts: arrayOf(ref('PopularCut')) }) }),
    },
    operation: {
      document: `query RestPopularCuts($limit: Int) { popularCuts(limit: $limit) { ${CUT_FIELDS} usageCount } }`,
      variables: (req) => ({ limit: limitOf(req) }),
      wrap: (data) => ({ data: { cuts: data.popularCuts.map(withMongoId) } }),
    },
  },
  {
    method: 'get',
    path: '/cuts/:id',
    tag: 'cortes',
    summary: 'Un corte',
    audience: ['public'],
    params: { id: 'Id del corte' },
    response: { status: 200, description: 'El corte', schema: envelope({ data: cutData }) },
    operation: {
      document: `query RestCut($id: ID!) { cut(id: $id) { ${CUT_FIELDS} } }`,
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: (data) => ({ data: { cut: withMongoId(data.cut) } }),
    },
  },
  {
    method: 'post',
    path: '/cuts',
    tag: 'cortes',
    summary: 'Añade un corte al catálogo',
    audience: ['admin'],
    requestBody: cutBody,
    response: { status: 201, description: 'Corte creado', schema: envelope({ message: true, data: cutData }) },
    extraFailures: [409],
    operation: {
      document: `mutation RestCreateCut($input: CutInput!) { createCut(input: $input) { ${CUT_FIELDS} } }`,
      variables: cutInput,
      wrap: (data) => ({ message: cutMessages.created, data: { cut: withMongoId(data.createCut) } }),
    },
  },
  {
    method: 'put',
    path: '/cuts/:id',
    tag: 'cortes',
    summary: 'Cambia un corte',
    audience: ['admin'],
    params: { id: 'Id del corte' },
    requestBody: cutBody,
    response: { status: 200, description: 'Corte actualizado', schema: envelope({ message: true, data: cutData }) },
    extraFailures: [409],
    operation: {
      document: `mutation RestUpdateCut($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { ${CUT_FIELDS} } }`,
      variables: (req) => ({ id: param(req, 'id'), ...cutInput(req) }),
      wrap: (data) => ({ message: cutMessages.updated, data: { cut: withMongoId(data.updateCut) } }),
    },
  },
  {
    method: 'delete',
    path: '/cuts/:id',
    tag: 'cortes',
    summary: 'Quita un corte del catálogo',
    description: 'Las citas que lo usaban conservan su nombre, precio y duración; su cutId pasa a null.',
    audience: ['admin'],
    params: { id: 'Id del corte' },
    response: { status: 200, description: 'Corte eliminado', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteCut($id: ID!) { deleteCut(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: () => ({ message: cutMessages.deleted }),
    },
  },
];
