import type { AppCommand, CommandContext, CommandSource } from './command-types';

/** The set of command sources registered by the features that are on screen. */
export interface CommandRegistry {
  /** Adds a source; returns the function that removes it. A source is listed once however often it is added. */
  register(source: CommandSource): () => void;
  /** Every command of every source, in registration order, for the current state. */
  collect(context: CommandContext): AppCommand[];
}

export function createCommandRegistry(): CommandRegistry {
  const sources = new Set<CommandSource>();
  return {
    register(source) {
      sources.add(source);
      return () => sources.delete(source);
    },
    collect: (context) => [...sources].flatMap((source) => source(context)),
  };
}
