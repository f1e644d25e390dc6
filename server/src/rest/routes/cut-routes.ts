import { badRequest } from '../rest-error';
import { bodyOf, numeric, param, queryValue, text } from '../request-values';
import type { RouteSpec, Variables } from '../route';
import { int } from '../schema-builders';
import type { Request } from 'express';
import { successMessages } from '../../../../common/messages';
import { cutSchema } from '../../../../common/validation/cut';

export const cutMessages = {
  created: successMessages.cutCreated,
  updated: successMessages.cutUpdated,
  deleted: successMessages.cutDeleted,
  limitInvalid: 'El límite debe ser un número entero positivo',
} as const;

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

export const cutRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/cuts',
    tag: 'cortes',
    summary: 'El catálogo de cortes, por nombre',
    audience: ['public'],
    response: { status: 200, description: 'Cortes' },
    operation: {
      document: `query RestCuts { cuts { ...RestCut } }`,
      data: 'result',
    },
  },
  {
    method: 'get',
    path: '/cuts/stats',
    tag: 'cortes',
    summary: 'Cortes por uso (citas completadas), el más usado primero',
    audience: ['signed-in'],
    query: [{ name: 'limit', description: 'Cuántos, como mucho.', schema: int({ minimum: 1 }) }],
    response: { status: 200, description: 'Cortes con usageCount' },
    operation: {
      document: `query RestPopularCuts($limit: Int) { cuts: popularCuts(limit: $limit) { ...RestPopularCut } }`,
      variables: (req) => ({ limit: limitOf(req) }),
      data: 'result',
    },
  },
  {
    method: 'get',
    path: '/cuts/:id',
    tag: 'cortes',
    summary: 'Un corte',
    audience: ['public'],
    params: { id: 'Id del corte' },
    response: { status: 200, description: 'El corte' },
    operation: {
      document: `query RestCut($id: ID!) { cut(id: $id) { ...RestCut } }`,
      variables: (req) => ({ id: param(req, 'id') }),
      data: 'result',
    },
  },
  {
    method: 'post',
    path: '/cuts',
    tag: 'cortes',
    summary: 'Añade un corte al catálogo',
    audience: ['admin'],
    response: { status: 201, description: 'Corte creado' },
    extraFailures: [409],
    operation: {
      document: `mutation RestCreateCut($input: CutInput!) { cut: createCut(input: $input) { ...RestCut } }`,
      variables: cutInput,
      body: { rules: cutSchema },
      data: 'result',
      message: cutMessages.created,
    },
  },
  {
    method: 'put',
    path: '/cuts/:id',
    tag: 'cortes',
    summary: 'Cambia un corte',
    audience: ['admin'],
    params: { id: 'Id del corte' },
    response: { status: 200, description: 'Corte actualizado' },
    extraFailures: [409],
    operation: {
      document: `mutation RestUpdateCut($id: ID!, $input: CutInput!) { cut: updateCut(id: $id, input: $input) { ...RestCut } }`,
      variables: (req) => ({ id: param(req, 'id'), ...cutInput(req) }),
      body: { rules: cutSchema },
      data: 'result',
      message: cutMessages.updated,
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
    response: { status: 200, description: 'Corte eliminado' },
    operation: {
      document: 'mutation RestDeleteCut($id: ID!) { deleteCut(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      message: cutMessages.deleted,
    },
  },
];
