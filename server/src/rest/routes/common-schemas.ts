import { arrayOf, bool, dateTime, nullable, object, str, uuid } from '../schema-builders';
import type { JsonSchema } from '../route';

/** Components every part of the API shares. */
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
  User: object(
    {
      id: uuid(),
      _id: uuid('El mismo valor que id.'),
      name: str(),
      email: str(),
      phone: nullable(str()),
      role: str({ enum: ['client', 'admin'] }),
      isVerified: bool(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    },
    ['phone'],
  ),
};
