// Renders every app icon from resources/icon.svg with headless Chromium (Debian's
// /usr/bin/chromium through playwright-core) and writes resources/icons/: the Linux PNG folder,
// icon.ico, icon.icns, the tray images and manifest.json (hashes that the release tests check).
// The output is committed, so a release machine needs no Chromium. Run: `npm run icons`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { writeIcns, writeIco } from './release/icon-containers.mjs';
import {
  FRAMINGS,
  ICNS_ENTRIES,
  ICO_SIZES,
  ICON_DIR,
  ICON_SOURCE,
  MANIFEST_FILE,
  PNG_SIZES,
  TRAY_FILES,
  pngFile,
  sha256,
} from './release/icon-layout.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function render(page, svg, framing, size) {
  await page.setViewportSize({ width: Math.max(size, 64), height: Math.max(size, 64) });
  await page.setContent(
    `<!doctype html><body style="margin:0;background:transparent">${svg}</body>`,
  );
  await page.evaluate(
    ({ framing, size }) => {
      const element = document.querySelector('svg');
      element.setAttribute('viewBox', framing.viewBox);
      element.setAttribute('width', String(size));
      element.setAttribute('height', String(size));
      element.style.display = 'block';
      for (const id of framing.hide) document.getElementById(id)?.remove();
      if (!framing.shadow)
        document.querySelectorAll('[filter]').forEach((node) => node.removeAttribute('filter'));
      if (framing.monochrome) {
        for (const node of document.querySelectorAll('#glyph, #glyph *')) {
          node.setAttribute('stroke', '#000000');
          if (node.getAttribute('fill') && node.getAttribute('fill') !== 'none')
            node.setAttribute('fill', '#000000');
        }
      }
    },
    { framing, size },
  );
  return page.locator('svg').screenshot({ omitBackground: true, animations: 'disabled' });
}

async function main() {
  const svg = fs.readFileSync(path.join(root, ICON_SOURCE), 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const outputs = new Map();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const cache = new Map();
    const image = async (framing, size) => {
      const key = `${framing}@${size}`;
      if (!cache.has(key)) cache.set(key, await render(page, svg, FRAMINGS[framing], size));
      return cache.get(key);
    };
    for (const size of PNG_SIZES) outputs.set(pngFile(size), await image('app', size));
    const icoImages = [];
    for (const size of ICO_SIZES) icoImages.push(await image('app', size));
    outputs.set('icon.ico', writeIco(icoImages));
    const icnsEntries = [];
    for (const [type, size] of ICNS_ENTRIES)
      icnsEntries.push({ type, png: await image('mac', size) });
    outputs.set('icon.icns', writeIcns(icnsEntries));
    for (const [file, framing, size] of TRAY_FILES) outputs.set(file, await image(framing, size));
  } finally {
    await browser.close();
  }

  const iconDir = path.join(root, ICON_DIR);
  const files = {};
  for (const [file, data] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) {
    fs.mkdirSync(path.dirname(path.join(iconDir, file)), { recursive: true });
    fs.writeFileSync(path.join(iconDir, file), data);
    files[file] = sha256(data);
  }
  const manifest = { source: ICON_SOURCE, sourceSha256: sha256(svg), files };
  fs.writeFileSync(path.join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${outputs.size} icon files to ${ICON_DIR} from ${ICON_SOURCE}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
