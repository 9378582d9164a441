import type { CapturedOutput } from '../../shared/schemas/run';

const SHOWN_CHARS = 400;
// C0 controls but tab and newline, DEL and C1 controls: a hook's bytes must not drive the
// terminal (clear the screen, recolour, retitle the window).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function escaped(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * One captured stream for a terminal line: its text (cut at 400 characters) with control
 * characters written as `\uXXXX`, or its size when it is not text; plus its size when Hookyard
 * kept only its head and tail. Empty for an empty stream.
 */
export function formatCaptured(output: CapturedOutput): string {
  const capped = output.truncated ? ` (${output.totalBytes} bytes, cut at the output cap)` : '';
  if (output.rawBase64) {
    return `${output.totalBytes} bytes, not UTF-8 text (--json has them in base64)${capped}`;
  }
  const text = output.text.trim();
  if (text === '') return '';
  const shown = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  return `${shown.replace(CONTROL, escaped)}${capped}`;
}
