import { z } from 'zod';

import { codedText, type CodedText, type TextParams } from './i18n/coded-text';
import { failureTextEn, FailureTextSchema, type FailureKey } from './i18n/failure-text';

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

export const AppErrorSchema = z.object({
  code: ErrorCodeSchema,
  /** In English: what the CLI and the logs show, and the renderer when there is no text. */
  message: z.string(),
  /** What went wrong, as a coded text (`failure.<code>`): the renderer words it in the user's language. */
  text: FailureTextSchema.optional(),
});
export type AppError = z.infer<typeof AppErrorSchema>;

/** What every request returns: exceptions never cross a boundary. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (error: AppError): Result<never> => ({ ok: false, error });

/**
 * An error a service throws on purpose; the transports turn it into `{ok:false, error}` with its
 * code. Any other exception becomes `internal`. Its words come from a message key of
 * shared/i18n/failure-text.ts (never a finished sentence), so that every language can say them:
 * `new AppFailure('not-found', 'failure.workspace-folder-missing', { root })`.
 */
export class AppFailure extends Error {
  readonly text: CodedText<FailureKey>;

  constructor(
    readonly code: ErrorCode,
    key: FailureKey,
    params: TextParams = {},
  ) {
    const text = codedText(key, params);
    super(failureTextEn(text));
    this.text = text;
    this.name = 'AppFailure';
  }

  /** The failure as it crosses a boundary. */
  toAppError(): AppError {
    return { code: this.code, message: this.message, text: this.text };
  }
}
