import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export interface CsvDownload {
  status: number;
  headers: Headers;
  /** The body as received, BOM included. */
  text: string;
  /** Parsed back by a real CSV parser (rows of fields, header first), only for a 200. */
  rows: string[][];
  /** The JSON envelope of a refusal. */
  json?: { success: boolean; message: string };
}

/** GETs an export as a browser would (bearer token), and parses what came back. */
export async function downloadCsv(t: TestApp, path: string, token?: string | null): Promise<CsvDownload> {
  const res = await fetch(`${t.url}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (res.status !== 200) return { status: res.status, headers: res.headers, text, rows: [], json: JSON.parse(text) };
  return { status: res.status, headers: res.headers, text, rows: parse(text, { bom: true }) as string[][] };
}

/** The header lines of the barber's downloads (issue 15), as a text editor shows them. */
export const APPOINTMENTS_CSV_HEADER =
  'Fecha,Hora,Cliente,Tipo de cliente,Email,Teléfono,Servicio,Duración (min),Precio (USD),Estado,Nota,Motivo de rechazo,Creada';
export const CLIENTS_CSV_HEADER =
  'Nombre,Email,Teléfono,Verificado,Registrado,Citas completadas,No asistió,Total gastado (USD)';

/** A 200 CSV attachment named `fileName`, with the BOM a spreadsheet needs to read UTF-8. */
export function expectCsvFile(res: CsvDownload, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toContain(fileName);
  expect(res.text.startsWith('\uFEFF')).toBe(true);
}
