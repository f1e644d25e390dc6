import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ServerFieldError = { field: string; message: string };

/**
 * The per-field messages the server sends with a BAD_USER_INPUT error (extensions.errors), with
 * yup paths ("openingHours[2]") turned into form paths ("openingHours.2").
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const list = error.errors[0]?.extensions?.errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is ServerFieldError => typeof entry?.field === 'string' && entry.field !== '')
    .map((entry) => ({
      field: entry.field.replace(/\[(\d+)\]/g, '.$1'),
      message: typeof entry.message === 'string' ? entry.message : '',
    }));
}
