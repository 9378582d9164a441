import { AppFailure, err, ok, type Result } from '../result';
import { channels, type ParsedRequestOf, type ResponseOf } from './channels';
import { isChannelName, type ChannelName } from './names';

/** One handler per channel; the table is checked to be complete by the type and by a test. */
export type ContractHandlers = {
  [K in ChannelName]: (request: ParsedRequestOf<K>) => Promise<ResponseOf<K>> | ResponseOf<K>;
};

export interface DispatchLogger {
  error(message: string, error: unknown): void;
}

/**
 * The one path every transport takes: unknown channel or malformed request → `invalid-request`;
 * an `AppFailure` → its code; anything else → `internal` (logged with its stack, not sent).
 */
export async function dispatch(
  handlers: ContractHandlers,
  channel: unknown,
  rawRequest: unknown,
  logger: DispatchLogger,
): Promise<Result<unknown>> {
  if (!isChannelName(channel)) {
    return err(
      new AppFailure('invalid-request', 'failure.unknown-channel', {
        channel: String(channel),
      }).toAppError(),
    );
  }
  const parsed = channels[channel].request.safeParse(rawRequest ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'malformed';
    const failure = issue?.path.length
      ? new AppFailure('invalid-request', 'failure.invalid-request-field', {
          channel,
          field: issue.path.join('.'),
          message,
        })
      : new AppFailure('invalid-request', 'failure.invalid-request', { channel, message });
    return err(failure.toAppError());
  }
  try {
    const handler = handlers[channel] as (request: unknown) => unknown;
    return ok(await handler(parsed.data));
  } catch (error) {
    if (error instanceof AppFailure) return err(error.toAppError());
    logger.error(`Unhandled error in ${channel}`, error);
    return err({
      code: 'internal',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
