import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources ('sha256-…') of the built page's inline scripts: only the early role script (decision
 * 0044), which must run before its own request could even come back. Any other inline script, or this one
 * changed, is still refused. No built page, no hash.
 */
export function inlineScriptHashes(clientDist: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
