import { badRequest } from '../rest-error';
import { numeric, optionalNumeric, queryValue, text } from '../request-values';
import { bodyInput, deleteById, idVariables } from '../route-builders';
import type { RouteSpec } from '../route';
import { int } from '../schema-builders';
import type { Request } from 'express';
import { successMessages } from '../../../../common/messages';
import { cutSchema } from '../../../../common/validation/cut';
import { cuts } from './route-groups';

const LIMIT_INVALID = 'El límite debe ser un número entero positivo';

// A missing number stays missing, so GraphQL answers 400 naming the field.
const cutInput = bodyInput({
  name: text,
  description: text,
  price: numeric,
  duration: numeric,
  rebookAfterDays: optionalNumeric,
});

function limitOf(req: Request): number | null {
  const raw = queryValue(req, 'limit');
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw badRequest(LIMIT_INVALID, [{ field: 'limit', message: LIMIT_INVALID }]);
  }
  return Number(raw);
}

export const cutRoutes: RouteSpec[] = [
  cuts.get(
    '/cuts',
    { summary: 'El catálogo de cortes, por nombre', audience: 'public', answers: 'Cortes' },
    { document: `query RestCuts { cuts { ...RestCut } }`, data: 'result' },
  ),
  cuts.get(
    '/cuts/stats',
    {
      summary: 'Cortes por uso (citas completadas), el más usado primero',
      audience: 'signed-in',
      query: [{ name: 'limit', description: 'Cuántos, como mucho.', schema: int({ minimum: 1 }) }],
      answers: 'Cortes con usageCount',
    },
    {
      document: `query RestPopularCuts($limit: Int) { cuts: popularCuts(limit: $limit) { ...RestPopularCut } }`,
      variables: (req) => ({ limit: limitOf(req) }),
      data: 'result',
    },
  ),
  cuts.get(
    '/cuts/:id',
    { summary: 'Un corte', audience: 'public', answers: 'El corte' },
    { document: `query RestCut($id: ID!) { cut(id: $id) { ...RestCut } }`, variables: idVariables, data: 'result' },
  ),
  cuts.post(
    '/cuts',
    {
      summary: 'Añade un corte al catálogo',
      audience: 'admin',
      status: 201,
      answers: 'Corte creado',
      extraFailures: [409],
    },
    {
      document: `mutation RestCreateCut($input: CutInput!) { cut: createCut(input: $input) { ...RestCut } }`,
      variables: cutInput,
      body: { rules: cutSchema },
      data: 'result',
      message: successMessages.cutCreated,
    },
  ),
  cuts.put(
    '/cuts/:id',
    { summary: 'Cambia un corte', audience: 'admin', answers: 'Corte actualizado', extraFailures: [409] },
    {
      document: `mutation RestUpdateCut($id: ID!, $input: CutInput!) { cut: updateCut(id: $id, input: $input) { ...RestCut } }`,
      variables: (req) => ({ ...idVariables(req), ...cutInput(req) }),
      body: { rules: cutSchema },
      data: 'result',
      message: successMessages.cutUpdated,
    },
  ),
  cuts.delete(
    '/cuts/:id',
    {
      summary: 'Quita un corte del catálogo',
      description: 'Las citas que lo usaban conservan su nombre, precio y duración; su cutId pasa a null.',
      audience: 'admin',
      answers: 'Corte eliminado',
    },
    deleteById('deleteCut', successMessages.cutDeleted),
  ),
];
