import { isIsoDate } from './appointment';

export const exportMessages = {
  rangeRequired: 'Indica la fecha inicial y la final',
  dateInvalid: 'La fecha no es válida',
  rangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  rangeTooLong: 'El rango no puede superar 366 días',
  failed: 'No se pudo descargar el archivo',
} as const;

export const EXPORT_MAX_DAYS = 366;

/** Why a download's date range is refused, or null; the calendar form and the server say the same. */
export function exportRangeProblem(from: string | null | undefined, to: string | null | undefined): string | null {
  if (!from || !to) return exportMessages.rangeRequired;
  if (!isIsoDate(from) || !isIsoDate(to)) return exportMessages.dateInvalid;
  if (to < from) return exportMessages.rangeInvalid;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > EXPORT_MAX_DAYS ? exportMessages.rangeTooLong : null;
}
