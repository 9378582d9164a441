import type { FileProbe } from '../../platform/file-probe';
import { plainErrorMessage } from './plain-error-message';

/** How much of a hook file discovery reads: enough for a shebang and a binary check. */
export const HEAD_BYTES = 8 * 1024;
const RAW_CHARS = 2_000;

/** What the first bytes of a hook file say about how it can run. */
export interface FileHead {
  /** Why the file could not be read (plain words), or null. */
  readError: string | null;
  /** The trimmed first line when it is a usable `#!` line, else null. */
  shebang: string | null;
  /** The words after `#!`, split on whitespace; empty without a shebang. */
  shebangTokens: string[];
  /** NUL bytes and no shebang: not a script any interpreter can read. */
  binary: boolean;
  /** The head as text for display; empty for a binary or unreadable file. */
  raw: string;
}

/**
 * Reads the first 8 KB of a hook file through the shared FileProbe (one read per pass, whichever
 * runtime asks first). Never throws: a read failure is `readError`.
 */
export async function readFileHead(file: string, files: FileProbe): Promise<FileHead> {
  const read = await files.readBytes(file, HEAD_BYTES);
  if (!read.ok) {
    return {
      readError: plainErrorMessage(read.message),
      shebang: null,
      shebangTokens: [],
      binary: false,
      raw: '',
    };
  }
  return describeHead(read.value.bytes);
}

/**
 * Parses a shebang the way the Cline CLI does (first line of the UTF-8 text, trimmed, `#!`, then
 * whitespace-split; `trim` also drops a UTF-8 BOM) and flags binaries. A NUL byte after a
 * shebang does not make a file binary: self-extracting scripts carry payloads after their code.
 */
export function describeHead(bytes: Buffer): FileHead {
  const text = bytes.toString('utf8');
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').trim();
  const shebangTokens = firstLine.startsWith('#!')
    ? firstLine.slice(2).trim().split(/\s+/).filter(Boolean)
    : [];
  const shebang = shebangTokens.length > 0 ? firstLine : null;
  const binary = shebang === null && bytes.includes(0) && !hasUtf16Bom(bytes);
  return {
    readError: null,
    shebang,
    shebangTokens,
    binary,
    raw: binary ? '' : text.slice(0, RAW_CHARS),
  };
}

// UTF-16 text (PowerShell saves it so) is full of NUL bytes but is not a binary.
function hasUtf16Bom(bytes: Buffer): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}
