export interface Framing {
  viewBox: string;
  /** ids of source elements left out of this framing */
  hide: readonly string[];
  monochrome: boolean;
  shadow: boolean;
}

/** Repository-relative path of the one source image. */
export declare const ICON_SOURCE: string;
/** Repository-relative folder of the generated icons. */
export declare const ICON_DIR: string;
/** Repository-relative path of the manifest: source hash and the hash of every generated file. */
export declare const MANIFEST_FILE: string;
export declare const FRAMINGS: Readonly<Record<'mac' | 'app' | 'template', Framing>>;
export declare const PNG_SIZES: readonly number[];
export declare const ICO_SIZES: readonly number[];
/** [.icns entry type, pixel size], in file order. */
export declare const ICNS_ENTRIES: ReadonlyArray<readonly [string, number]>;
/** [path inside ICON_DIR, framing, pixel size]. */
export declare const TRAY_FILES: ReadonlyArray<
  readonly [string, 'mac' | 'app' | 'template', number]
>;
/** Path inside ICON_DIR of the Linux PNG of that size. */
export declare function pngFile(size: number): string;
export declare function sha256(data: Buffer | string): string;

export interface IconManifest {
  source: string;
  sourceSha256: string;
  files: Record<string, string>;
}
