import { arrayOf, object, str, type JsonSchema } from '../schema-builders';

/** The failure envelope every route shares; the records are computed from their fragments (fragments.ts). */
export const commonSchemas: Record<string, JsonSchema> = {
  FieldError: object({ field: str(), message: str() }),
  Failure: object(
    {
      success: { const: false },
      message: str({ description: 'Mensaje en español para mostrar.' }),
      errors: arrayOf({ $ref: '#/components/schemas/FieldError' }),
    },
    ['errors'],
  ),
};
