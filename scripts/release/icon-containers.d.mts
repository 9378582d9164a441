/** Pixel size of each .icns entry type Hookyard writes; every one of them holds a PNG. */
export declare const ICNS_TYPE_SIZES: Readonly<Record<string, number>>;

/** Width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
export declare function pngSize(data: Buffer): { width: number; height: number } | null;

/**
 * A PNG-in-ICO container (Windows Vista and later) holding the given square PNGs, in order.
 * Throws when an entry is not a square PNG of at most 256 px: the input is ours, not the user's.
 */
export declare function writeIco(pngs: readonly Buffer[]): Buffer;

/** The entries of an .ico file; throws when the container is malformed. */
export declare function readIco(
  data: Buffer,
): Array<{ width: number; height: number; bitCount: number; data: Buffer }>;

/**
 * An .icns container with one PNG entry per item, in order. Throws on an unknown type or a PNG
 * whose size does not match its type.
 */
export declare function writeIcns(entries: ReadonlyArray<{ type: string; png: Buffer }>): Buffer;

/** The entries of an .icns file, in order; throws when the container is malformed. */
export declare function readIcns(data: Buffer): Array<{ type: string; data: Buffer }>;
