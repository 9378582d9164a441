import type { RunOutput } from '../../../../shared/schemas/bench';
import { LONG_TEXT_SHOWN } from '../../../components/text-layout-limit';

/** A run of one stream's text, as it arrived. */
export interface OutputChunk {
  stream: RunOutput['stream'];
  text: string;
}

/** What one hook has printed so far during a run, stdout and stderr interleaved. */
export interface LiveOutput {
  hookId: string;
  chunks: OutputChunk[];
  /** Characters kept so far. */
  size: number;
  /** More arrived than the renderer keeps; the outcome still has the full capture. */
  clipped: boolean;
}

/**
 * Characters of live output kept per hook. The runner caps what it captures on its own; this
 * only keeps a hook that floods its output from slowing the window down while it runs.
 */
export const LIVE_OUTPUT_LIMIT = LONG_TEXT_SHOWN;

/**
 * The live output with one more chunk: a new hook is added at the end, a chunk of the same stream
 * as the last one is merged into it, and text past the limit is dropped (and marked). Pure: the
 * list given is not changed.
 */
export function appendOutput(
  outputs: readonly LiveOutput[],
  chunk: Pick<RunOutput, 'hookId' | 'stream' | 'text'>,
  limit = LIVE_OUTPUT_LIMIT,
): LiveOutput[] {
  const index = outputs.findIndex((output) => output.hookId === chunk.hookId);
  const current = outputs[index] ?? { hookId: chunk.hookId, chunks: [], size: 0, clipped: false };
  if (current.clipped) return [...outputs];
  const room = limit - current.size;
  const text = chunk.text.slice(0, Math.max(room, 0));
  const last = current.chunks.at(-1);
  const chunks =
    last?.stream === chunk.stream
      ? [...current.chunks.slice(0, -1), { stream: chunk.stream, text: last.text + text }]
      : [...current.chunks, { stream: chunk.stream, text }];
  const next: LiveOutput = {
    hookId: chunk.hookId,
    chunks: text === '' ? current.chunks : chunks,
    size: current.size + text.length,
    clipped: text.length < chunk.text.length,
  };
  return index === -1
    ? [...outputs, next]
    : outputs.map((output, at) => (at === index ? next : output));
}
