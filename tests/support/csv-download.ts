import { parse } from 'csv-parse/sync';
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
