import type { Handler } from '../../../../../shared/schemas/hook';
import { RAW_CAP } from '../../../editing/disabled-hooks';
import type { RemovedHandler } from '../../../editing/handler-splice';
import { describeHandler } from '../handler-view';

/** A handler cut from a settings file (switched off, or in the trash), as its row shows it. */
export interface RemovedHandlerView {
  /** The handler parsed from its text; null for text that does not parse. */
  value: unknown;
  /** Its text, capped as a row's `raw` is. */
  raw: string;
  handler: Handler;
}

/**
 * What a removed handler runs, read back from its kept text the way discovery reads a live one.
 * A record is written from strict JSON; a hand-edited one that does not parse is still
 * described, as an unknown handler. Never throws.
 */
export function viewRemovedHandler(removed: RemovedHandler): RemovedHandlerView {
  let value: unknown = null;
  try {
    value = JSON.parse(removed.handlerText);
  } catch {
    // described below as an unknown handler, from its raw text
  }
  const raw = removed.handlerText.slice(0, RAW_CAP);
  const handler = describeHandler(
    { ...removed, handler: null, value, problem: null, raw, position: null, matcher: undefined },
    null,
  );
  return { value, raw, handler };
}
