// Draws the installed app's icons (client/public/icons) from the favicon's design, with the local Chromium:
// `node scripts/make-app-icons.mjs`. The PNGs are committed; run this again only when favicon.svg changes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from './lib/headless-chromium.mjs';

const root = new URL('../client/public/', import.meta.url);
const favicon = fs.readFileSync(new URL('favicon.svg', root), 'utf8');
const glyph = favicon.match(/<g[\s\S]*<\/g>/)[0];
const ACCENT = favicon.match(/fill="(#[0-9a-f]{6})"/i)[1];

// The glyph alone fills 16..50 of the favicon's 64 units.
const onSquare = (scale) => {
  const size = 64 / scale;
  const offset = (size - 64) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${size} ${size}"><rect x="${-offset}" y="${-offset}" width="${size}" height="${size}" fill="${ACCENT}"/>${glyph}</svg>`;
};

const icons = [
  // purpose any: the favicon as it is, round on transparent.
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // maskable: full bleed, the glyph well inside the central 80 % circle every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, svg: onSquare(0.8) },
  // iOS rounds the corners itself and shows no transparency.
  { file: 'apple-touch-icon-180.png', size: 180, svg: onSquare(0.85) },
  // Android's status bar badge uses only the alpha channel: the white glyph, nothing else.
  {
    file: 'badge-96.png',
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="12 12 40 40">${glyph}</svg>`,
  },
];

const executablePath = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
  encoding: 'utf8',
}).trim();
const browser = await chromium.launch({ executablePath, args: [...HEADLESS_CHROMIUM_ARGS], headless: true });
const page = await browser.newPage();
fs.mkdirSync(new URL('icons/', root), { recursive: true });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: new URL(`icons/${file}`, root).pathname, omitBackground: true });
  console.log(`client/public/icons/${file}`);
}
await browser.close();
