import { z } from 'zod';

import { TextParamsSchema, type TextParams } from './i18n/coded-text';
import { FAILURE_TEXT_EN, failureTextEn, type FailureCode } from './i18n/failure-text';

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
  /** In English: what the CLI and the logs show, and the renderer when there is no messageCode. */
  message: z.string(),
  /** What went wrong, as a code of FAILURE_TEXT_EN: the renderer words it in the user's language. */
  messageCode: z.enum(Object.keys(FAILURE_TEXT_EN) as [FailureCode, ...FailureCode[]]).optional(),
  params: TextParamsSchema.optional(),
});
export type AppError = z.infer<typeof AppErrorSchema>;

/** What every request returns: exceptions never cross a boundary. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (error: AppError): Result<never> => ({ ok: false, error });

/**
 * An error a service throws on purpose; the transports turn it into `{ok:false, error}` with its
 * code. Any other exception becomes `internal`. Its words come from a message code of
 * shared/i18n/failure-text.ts (never a finished sentence), so that every language can say them:
 * `new AppFailure('not-found', 'workspace-folder-missing', { root })`.
 */
export class AppFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageCode: FailureCode,
    readonly params: TextParams = {},
  ) {
    super(failureTextEn(messageCode, params));
    this.name = 'AppFailure';
  }

  /** The failure as it crosses a boundary. */
  toAppError(): AppError {
    return {
      code: this.code,
      message: this.message,
      messageCode: this.messageCode,
      params: this.params,
    };
  }
}
