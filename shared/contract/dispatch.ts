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
  if (!isChannelName(channel)) return err('invalid-request', `Unknown channel: ${String(channel)}`);
  const parsed = channels[channel].request.safeParse(rawRequest ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return err(
      'invalid-request',
      `Invalid request for ${channel}${where}: ${issue?.message ?? 'malformed'}`,
    );
  }
  try {
    const handler = handlers[channel] as (request: unknown) => unknown;
    return ok(await handler(parsed.data));
  } catch (error) {
    if (error instanceof AppFailure) return err(error.code, error.message);
    logger.error(`Unhandled error in ${channel}`, error);
    return err('internal', error instanceof Error ? error.message : String(error));
  }
}
