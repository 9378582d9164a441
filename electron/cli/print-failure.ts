import type { AppError } from '../../shared/result';
import type { CliIo } from './cli-io';

/**
 * Says why a command could not do its work: in words on stderr, and with `--json` also as
 * `{"error": {...}}` on stdout, so that a script parsing stdout gets a JSON document in every
 * case rather than an empty string it cannot tell from a crash.
 */
export function printFailure(
  io: CliIo,
  json: boolean,
  error: Pick<AppError, 'code' | 'message'> & Partial<AppError>,
  hint = '',
): void {
  io.err(`${error.message}${hint}`);
  if (json)
    io.out(JSON.stringify({ error: { ...error, hint: hint.trim() || undefined } }, null, 2));
}
