import { z } from 'zod';

/** The error codes that may cross a process boundary. */
export const ErrorCodeSchema = z.enum([
  'invalid-request',
  'not-found',
  'conflict',
  'untrusted',
  'spawn-failed',
  'timeout',
  'cancelled',
  'unauthorized',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const AppErrorSchema = z.object({ code: ErrorCodeSchema, message: z.string() });
export type AppError = z.infer<typeof AppErrorSchema>;

/** What every request returns: exceptions never cross a boundary. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (code: ErrorCode, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

/**
 * An error a service throws on purpose; the transports turn it into `{ok:false, error}` with its
 * code. Any other exception becomes `internal`.
 */
export class AppFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppFailure';
  }
}
