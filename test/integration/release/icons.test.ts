import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  pngSize,
  readIcns,
  readIco,
  writeIcns,
  writeIco,
} from '../../../scripts/release/icon-containers.mjs';
import {
  ICNS_ENTRIES,
  ICO_SIZES,
  ICON_DIR,
  ICON_SOURCE,
  MANIFEST_FILE,
  PNG_SIZES,
  TRAY_FILES,
  pngFile,
  sha256,
  type IconManifest,
} from '../../../scripts/release/icon-layout.mjs';
import { ROOT } from '../../../scripts/release/targets.mjs';

const read = (file: string) => fs.readFileSync(path.join(ROOT, ICON_DIR, file));
const manifest = JSON.parse(
  fs.readFileSync(path.join(ROOT, MANIFEST_FILE), 'utf8'),
) as IconManifest;

function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

// The icons are committed so that release machines need no Chromium; the manifest ties them to
// the exact icon.svg they were rendered from. After editing the SVG, run `npm run icons`.
describe('the generated icons', () => {
  it('were rendered from the current resources/icon.svg', () => {
    expect(manifest.source).toBe(ICON_SOURCE);
    expect(manifest.sourceSha256, 'icon.svg changed: run `npm run icons`').toBe(
      sha256(fs.readFileSync(path.join(ROOT, ICON_SOURCE))),
    );
  });

  it('are exactly the files the manifest lists, unedited', () => {
    const onDisk = filesIn(path.join(ROOT, ICON_DIR)).filter((file) => file !== 'manifest.json');
    expect(onDisk).toEqual(Object.keys(manifest.files).sort());
    for (const [file, hash] of Object.entries(manifest.files))
      expect(sha256(read(file)), file).toBe(hash);
  });

  it('include a square PNG of every size Linux and the window icon use, 16 to 1024 px', () => {
    for (const size of PNG_SIZES)
      expect(pngSize(read(pngFile(size))), pngFile(size)).toEqual({ width: size, height: size });
    expect(PNG_SIZES[0]).toBe(16);
    expect(PNG_SIZES.at(-1)).toBe(1024);
  });

  it('include a PNG-in-ICO for Windows, 16 to 256 px, matching the PNG set', () => {
    const entries = readIco(read('icon.ico'));
    expect(entries.map((entry) => entry.width)).toEqual([...ICO_SIZES]);
    for (const entry of entries) {
      expect(pngSize(entry.data)).toEqual({ width: entry.width, height: entry.height });
      expect(entry.bitCount).toBe(32);
      expect(entry.data.equals(read(pngFile(entry.width))), `${entry.width} px`).toBe(true);
    }
    expect(writeIco(entries.map((entry) => Buffer.from(entry.data))).equals(read('icon.ico'))).toBe(
      true,
    );
  });

  it('include an .icns with the ic07–ic14 PNG entries macOS needs, 32 to 1024 px', () => {
    const entries = readIcns(read('icon.icns'));
    expect(entries.map((entry) => entry.type)).toEqual(ICNS_ENTRIES.map(([type]) => type));
    for (const [index, entry] of entries.entries()) {
      const size = ICNS_ENTRIES[index]?.[1];
      expect(pngSize(entry.data), entry.type).toEqual({ width: size, height: size });
    }
    const rebuilt = writeIcns(
      entries.map((entry) => ({ type: entry.type, png: Buffer.from(entry.data) })),
    );
    expect(rebuilt.equals(read('icon.icns'))).toBe(true);
  });

  it('include tray images at 1x and 2x, with a template image for the macOS menu bar', () => {
    for (const [file, , size] of TRAY_FILES)
      expect(pngSize(read(file)), file).toEqual({ width: size, height: size });
    expect(TRAY_FILES.map(([file]) => file)).toContain('tray/trayTemplate@2x.png');
  });
});

describe('the icon containers', () => {
  const png = (size: number) => read(pngFile(size));

  it('store 256 px as 0 in the one-byte ICO size fields and read it back as 256', () => {
    const ico = writeIco([png(256)]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIco(ico)[0]).toMatchObject({ width: 256, height: 256 });
  });

  it('refuse entries of the wrong size or that are not PNGs', () => {
    expect(() => writeIco([png(512)])).toThrow(/256/);
    expect(() => writeIco([Buffer.from('not a png')])).toThrow(/PNG/);
    expect(() => writeIcns([{ type: 'ic07', png: png(256) }])).toThrow(/128/);
    expect(() => writeIcns([{ type: 'XXXX', png: png(16) }])).toThrow(/Unknown/);
  });

  it('detect truncated files', () => {
    expect(() => readIcns(read('icon.icns').subarray(0, 1000))).toThrow();
    expect(() => readIco(read('icon.ico').subarray(0, 200))).toThrow();
  });
});
