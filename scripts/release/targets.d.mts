export type BuilderOs = 'mac' | 'win' | 'linux';

/** Absolute path of the repository root. */
export declare const ROOT: string;
/** Absolute path of electron-builder.yml. */
export declare const BUILDER_CONFIG: string;
export declare const BINDING_FILE: string;
export declare const BUILD_INFO_FILE: string;
export declare function builderOs(platform?: NodeJS.Platform): BuilderOs;
export declare function nativeDir(os: BuilderOs, arch: string, root?: string): string;
export declare function readBuilderConfig(file?: string): Record<string, unknown>;
export declare function targetArchs(config: Record<string, unknown>, os: BuilderOs): string[];
export declare function electronVersion(root?: string): string;
