// The icon containers of Windows (.ico) and macOS (.icns), written and read by hand so that a
// release machine needs no image tool: both are a small index followed by whole PNG files.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The pixel size of each ICNS entry type Hookyard writes (all of them hold a PNG). */
export const ICNS_TYPE_SIZES = Object.freeze({
  ic11: 32,
  ic12: 64,
  ic07: 128,
  ic13: 256,
  ic08: 256,
  ic14: 512,
  ic09: 512,
  ic10: 1024,
});

export function pngSize(data) {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function squareSize(png) {
  const size = pngSize(png);
  if (!size || size.width !== size.height) throw new Error('An icon entry must be a square PNG.');
  return size.width;
}

export function writeIco(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, index) => {
    const size = squareSize(png);
    if (size > 256) throw new Error(`An .ico entry is at most 256 px, not ${size}.`);
    const entry = 6 + 16 * index;
    // 0 stands for 256 in the one-byte width and height fields.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

export function readIco(data) {
  if (data.length < 6 || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) {
    throw new Error('Not an .ico file.');
  }
  return Array.from({ length: data.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (offset + length > data.length) throw new Error(`.ico entry ${index} runs past the end.`);
    return {
      width: data.readUInt8(entry) || 256,
      height: data.readUInt8(entry + 1) || 256,
      bitCount: data.readUInt16LE(entry + 6),
      data: data.subarray(offset, offset + length),
    };
  });
}

export function writeIcns(entries) {
  const chunks = entries.map(({ type, png }) => {
    const expected = ICNS_TYPE_SIZES[type];
    if (!expected) throw new Error(`Unknown .icns entry type ${type}.`);
    if (squareSize(png) !== expected) throw new Error(`${type} must be ${expected} px.`);
    const header = Buffer.alloc(8);
    header.write(type, 0, 'latin1');
    header.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([header, png]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'latin1');
  header.writeUInt32BE(8 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([header, ...chunks]);
}

export function readIcns(data) {
  if (data.length < 8 || data.toString('latin1', 0, 4) !== 'icns')
    throw new Error('Not an .icns file.');
  if (data.readUInt32BE(4) !== data.length) throw new Error('The .icns length field is wrong.');
  const entries = [];
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset + 4);
    if (length < 8 || offset + length > data.length) throw new Error('A malformed .icns entry.');
    entries.push({
      type: data.toString('latin1', offset, offset + 4),
      data: data.subarray(offset + 8, offset + length),
    });
    offset += length;
  }
  return entries;
}
