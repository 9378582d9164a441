/**
 * Copies better-sqlite3's sources, without its build/ and node_modules/, into a new temp folder;
 * returns the package folder inside it. The caller removes its parent.
 */
export declare function copySources(source?: string): string;
/** node-gyp's command line (script path first) for building against Electron's headers. */
export declare function nodeGypArgs(version: string, arch: string, extra?: string[]): string[];
