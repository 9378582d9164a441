import type { Handler } from '../../../../shared/schemas/hook';
import { commandUserWrote } from './adopted-command';
import type { CommandPlan } from './command-plan';
import { isHandlerType } from './handler-validation';
import type { FoundHandler } from './hook-tree';

const PROMPT_HEAD = 80;

/**
 * The handler column of a row: its type, what runs in words a user recognises (the command,
 * the URL, the head of the prompt, `mcp: server.tool`), the argv when a process starts, and the
 * timeout. Works on invalid entries too, from whatever fields they have.
 */
export function describeHandler(found: FoundHandler, plan: CommandPlan | null): Handler {
  const fields = asRecord(found.handler ?? found.value);
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const typeValue = text('type');
  const type = isHandlerType(typeValue) ? typeValue : 'unknown';
  const timeout = fields.timeout;
  const timeoutSec = typeof timeout === 'number' && timeout > 0 ? timeout : null;
  return {
    type,
    summary: summarise(type, text, fields, found.raw),
    argv: plan?.argv ?? null,
    timeoutSec,
    ...(text('onFailure') ? { onFailure: text('onFailure') } : {}),
  };
}

function summarise(
  type: Handler['type'],
  text: (key: string) => string,
  fields: Record<string, unknown>,
  raw: string,
): string {
  switch (type) {
    case 'command':
      // An adopted or watched hook is named by the command the user wrote; `argv` (below) and the
      // settings entry still show the shim that runs it.
      return [commandUserWrote(text('command')), ...stringArray(fields.args)].join(' ');
    case 'http':
      return text('url');
    case 'prompt':
    case 'agent':
      return text('prompt').slice(0, PROMPT_HEAD);
    case 'mcp_tool':
      return `mcp: ${text('server')}.${text('tool')}`;
    default:
      return raw
        .slice(0, PROMPT_HEAD * 2)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, PROMPT_HEAD);
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
