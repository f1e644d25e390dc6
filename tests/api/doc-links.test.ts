import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith('.md') ? [rel] : [];
  });
}

/** Relative link targets of a Markdown file: [text](target) and <a href>, without anchors; code blocks skipped. */
function relativeLinks(file: string): string[] {
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
  ];
  return targets
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target))
    .map((target) => target.split('#')[0]);
}

// A clone must be enough to understand the product: no link may point outside it or at a missing file.
describe('documentation links', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it('the README leads to the product description and the decisions', () => {
    const links = relativeLinks('README.md');
    expect(links).toContain('docs/product.md');
    expect(links.some((link) => link.startsWith('docs/decisions'))).toBe(true);
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).not.toMatch(/\.\.\/shared|SPEC\.md/);
  });

  it('every relative link in the README and docs/ resolves inside the repository', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const link of relativeLinks(file)) {
        const target = path.resolve(root, path.dirname(file), decodeURI(link));
        const inside = target === root || target.startsWith(root + path.sep);
        if (!inside || !fs.existsSync(target)) broken.push(`${file} → ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every decision record is listed in the decisions index', () => {
    const index = relativeLinks('docs/decisions/README.md');
    const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThanOrEqual(6);
    expect(index).toEqual(expect.arrayContaining(records));
  });
});
