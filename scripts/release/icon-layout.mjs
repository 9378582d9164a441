// Which icon files Hookyard ships, at which sizes, rendered from which framing of
// resources/icon.svg. scripts/generate-icons.mjs writes them; the release tests check them.
import { createHash } from 'node:crypto';

export const ICON_SOURCE = 'resources/icon.svg';
export const ICON_DIR = 'resources/icons';
export const MANIFEST_FILE = 'resources/icons/manifest.json';

/**
 * Framings of the one source image. `mac` is the whole canvas (Apple's grid leaves room around
 * the tile for its shadow); `app` crops close to the tile for Windows and Linux, which draw no
 * shadow of their own; `template` is the glyph alone in black for the macOS menu bar.
 */
export const FRAMINGS = Object.freeze({
  mac: { viewBox: '0 0 1024 1024', hide: [], monochrome: false, shadow: true },
  app: { viewBox: '80 80 864 864', hide: [], monochrome: false, shadow: false },
  template: { viewBox: '145 147 660 660', hide: ['tile'], monochrome: true, shadow: false },
});

/** Linux reads a folder of `<n>x<n>.png`; these also serve the window icon. */
export const PNG_SIZES = Object.freeze([16, 24, 32, 48, 64, 128, 256, 512, 1024]);
export const ICO_SIZES = Object.freeze([16, 24, 32, 48, 64, 128, 256]);
export const ICNS_ENTRIES = Object.freeze([
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
]);

/** Menu bar / notification area images: Electron picks `@2x` on high-density screens. */
export const TRAY_FILES = Object.freeze([
  ['tray/trayTemplate.png', 'template', 16],
  ['tray/trayTemplate@2x.png', 'template', 32],
  ['tray/tray.png', 'app', 16],
  ['tray/tray@2x.png', 'app', 32],
]);

export const pngFile = (size) => `png/${size}x${size}.png`;

export function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}
