import { z } from 'zod';

import { SHIM_TARGETS } from '../agents/agent-ids';
import { AgentIdSchema } from './agent';
import { AgentGuardsSchema } from './agent-guards';

/**
 * What an agent can do in Hookyard, as data: the renderer reads these and never compares agent
 * ids. Each agent module (electron/services/agents/<id>/) declares its own once; they reach the
 * renderer in `app:get-info`, in display order.
 */
export const AgentCapabilitiesSchema = z.object({
  agent: AgentIdSchema,
  /** Message key of the agent's name (`agent.<id>`), and its English name (CLI, logs). */
  labelKey: z.string(),
  displayName: z.string(),
  /** The hook events it fires, in its own order (a new hook can be made for these). */
  events: z.array(z.string()),
  /** Per event, the timeout (ms) a hook gets when it sets none; an event absent here has none. */
  defaultTimeoutMs: z.record(z.string(), z.number()),
  /** Its hooks are entries in settings files, which the JSON editor may open. */
  editsEntries: z.boolean(),
  /** "Move to trash" is offered for its hooks (Hookyard cuts them from their file and can put them back). */
  trashes: z.boolean(),
  /** "New hook" can create one for it. */
  creates: z.boolean(),
  /** A new hook is an entry in a settings file (with a name, timeout, matcher and layer). */
  createsSettingsEntry: z.boolean(),
  /** It can run a TypeScript hook file. */
  runsTypeScript: z.boolean(),
  /** A script it runs needs a `#!` line (unless it is PowerShell). */
  needsShebang: z.boolean(),
  /**
   * Where it runs hooks, as its evidence tells them apart (`Agent.evidence.surfaceOf`): each
   * surface id (`<agent>:<surface>`) with the message key of its name. Empty when Hookyard does not
   * watch its hooks.
   */
  surfaces: z.record(z.string(), z.string()),
  /** "Turn all off" for it: the button's and explanation's message keys and the explanation's code words; null when not offered. */
  switchAllOff: z
    .object({
      labelKey: z.string(),
      explainKey: z.string(),
      params: z.record(z.string(), z.string()),
    })
    .nullable(),
  /**
   * Where the recorder and approver shims install for it: one target may serve several agents
   * (both Cline runtimes read the same folders). Null when Hookyard installs nothing for it.
   */
  shim: z
    .object({
      target: z.enum(SHIM_TARGETS),
      labelKey: z.string(),
      /** It writes hook files into a folder (else entries into a settings file). */
      writesHookFiles: z.boolean(),
      /** `http` (a handler calling the bridge) and/or `command` (the approver shim). */
      modes: z.array(z.enum(['http', 'command'])),
      /** The file or folder an install writes, as a shape: user level and in a workspace. */
      userFile: z.string(),
      workspaceFile: z.string(),
      /** Message key saying what the approval install adds (params `file`, `folder`). */
      explainKey: z.string(),
      /**
       * Message key of what the user must know before an install works there (Codex skips a
       * hook until it is trusted in Codex), shown with the recorder and approval plans; or null.
       */
      noteKey: z.string().nullable(),
    })
    .nullable(),
  approvals: z.object({
    /** How long the agent waits for an approval hook by default (s). */
    waitSec: z.number(),
    /** An edited tool input reaches it (else "Edit then approve" is not offered). */
    acceptsEditedInput: z.boolean(),
    /** A deny ends the agent's whole run, not only the tool call. */
    denyEndsRun: z.boolean(),
  }),
  /**
   * The command whose `--version` names the installed release (looked up on PATH); null where
   * no command tells it (an editor extension).
   */
  binary: z.string().nullable(),
  /**
   * "Trust in <agent>" for a hook it skips until trusted in the agent itself (Codex): the button's
   * message key and the reason keys of the rows it is offered on; null when the agent has none.
   */
  trust: z.object({ labelKey: z.string(), reasonKeys: z.array(z.string()) }).nullable(),
  /**
   * The reason keys of a row that the agent's own per-hook switch keeps off (Codex
   * `[hooks.state] enabled = false`, Gemini `hooksConfig.disabled`): its row's switch shows Off
   * and switches it back on there. Empty where Hookyard keeps a switched-off hook itself.
   */
  switchedOffReasonKeys: z.array(z.string()),
  /**
   * The note keys of a row whose switch would switch other hooks with it (Gemini's list switches
   * every hook of a name): its switch is not offered, and the note says why.
   */
  switchBlockingNoteKeys: z.array(z.string()),
  /** What the agent does when a hook that can block fails (issue 15 §3); null when none can. */
  guards: AgentGuardsSchema.nullable(),
});
export type AgentCapabilities = z.infer<typeof AgentCapabilitiesSchema>;
