import type { z } from 'zod';

import { AppFailure } from '../../../shared/result';

/** What a payload should have been, for the failure: the agent and the event, as named there. */
export interface PayloadKind {
  agent: string;
  event: string;
}

/** `payload` read by `schema`; AppFailure('invalid-request') naming the first bad field. */
export function readPayload<T>(schema: z.ZodType<T>, payload: unknown, kind: PayloadKind): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppFailure('invalid-request', 'failure.approval-payload-invalid', {
      ...kind,
      field: issue?.path.join('.') || 'body',
      message: issue?.message ?? '',
    });
  }
  return parsed.data;
}

/** A tool input: any JSON object. */
export type ToolInput = Record<string, unknown>;
