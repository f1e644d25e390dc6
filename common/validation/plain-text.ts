import * as yup from 'yup';

// Postgres refuses NUL in text, and no person types the other C0 controls: only tab and newline are kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** How messages name each text field, in the forms and in the API's refusals alike. */
export const fieldLabels: Record<string, string> = {
  name: 'El nombre',
  email: 'El email',
  phone: 'El teléfono',
  password: 'La contraseña',
  confirmPassword: 'La confirmación de la contraseña',
  currentPassword: 'La contraseña actual',
  token: 'El enlace',
  description: 'La descripción',
  imageUrl: 'La imagen',
  note: 'La nota',
  bio: 'La presentación',
  notes: 'La nota',
  date: 'La fecha',
  time: 'La hora',
  cutId: 'El corte',
  cutType: 'El tipo de corte',
  rejectionReason: 'El motivo del rechazo',
  businessName: 'El nombre del negocio',
  adminName: 'El nombre del administrador',
  address: 'La dirección',
  instagram: 'El usuario de Instagram',
  open: 'La hora de apertura',
  close: 'La hora de cierre',
  search: 'La búsqueda',
  from: 'La fecha inicial',
  to: 'La fecha final',
  id: 'El identificador',
  clientId: 'El cliente',
  walkInName: 'El nombre del cliente',
  walkInPhone: 'El teléfono del cliente',
};

export const controlCharactersMessage = (field: string) =>
  `${fieldLabels[field] ?? `El campo ${field}`} contiene caracteres no permitidos`;

/** A string field that refuses control characters, its message naming the field. */
export const plainText = (field: string) =>
  yup
    .string()
    .test('plain-text', controlCharactersMessage(field), (value) => value == null || !hasControlCharacters(value));

// A line break of any kind: CR, LF, NEL and Unicode's line and paragraph separators.
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]/;

export const lineBreakMessage = (field: string) =>
  `${fieldLabels[field] ?? `El campo ${field}`} no puede tener saltos de línea`;

/**
 * A one-line text (a name, a phone, an address): no control characters and no line breaks, which would
 * otherwise write their own lines into a calendar invitation or a CSV row. Notes and reasons stay multi-line.
 */
export const singleLine = (field: string) =>
  plainText(field).test('single-line', lineBreakMessage(field), (value) => value == null || !LINE_BREAKS.test(value));

/** The first text anywhere in `input` that holds a control character: the key it sits under, or null. */
export function fieldWithControlCharacters(input: unknown, key = ''): string | null {
  if (typeof input === 'string') return hasControlCharacters(input) ? key : null;
  if (Array.isArray(input)) {
    for (const item of input) {
      const found = fieldWithControlCharacters(item, key);
      if (found !== null) return found;
    }
    return null;
  }
  if (input && typeof input === 'object') {
    for (const [childKey, value] of Object.entries(input)) {
      if (hasControlCharacters(childKey)) return childKey;
      const found = fieldWithControlCharacters(value, childKey);
      if (found !== null) return found;
    }
  }
  return null;
}
