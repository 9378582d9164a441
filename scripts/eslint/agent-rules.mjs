// Lint rules for principle 4 of ARCHITECTURE.md (an agent is one module). Written here rather
// than as no-restricted-imports/no-restricted-syntax patterns because both need the agent
// folders, which are read from disk: adding an agent folder extends the rules by itself, and an
// import is judged by the file it resolves to, not by how many `../` its specifier has.
import fs from 'node:fs';
import path from 'node:path';

const AGENTS_DIR = path.resolve(import.meta.dirname, '../../electron/services/agents');

/** The agent folders (one per agent, plus code that agents of one family share, e.g. `cline`). */
export function agentFolders() {
  return fs
    .readdirSync(AGENTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The agent folder a file lies in, or null for a file outside them (or at agents/ top level). */
function folderOf(file) {
  const relative = path.relative(AGENTS_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** An agent's family: `cline` for `cline-cli`, `cline-vscode` and their shared `cline/`. */
const familyOf = (folder) => folder.split('-')[0];

/**
 * An agent folder reaches its own files and its family's: `cline/` is the code both Cline
 * runtimes share, and each runtime's discovery also says how the other treats the same hook
 * file (they read one set of folders), so the two may use each other's judges. Never another
 * family's folder.
 */
function mayReach(from, to) {
  return from !== null && familyOf(from) === familyOf(to);
}

const agentImports = {
  meta: {
    type: 'problem',
    messages: {
      outsider:
        "Reach agents only through agents/registry or agents/agent (not '{{source}}'): services ask the agent, they do not open its folder.",
      sibling:
        "An agent folder imports only its own files, its family's folders and the agents' interface (not '{{source}}' of {{to}}).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    // The registry (agents/ top level) is the one file that lists every agent folder.
    if (from === null && path.dirname(file) === AGENTS_DIR) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = folderOf(path.resolve(path.dirname(file), source));
      if (to === null || mayReach(from, to)) return;
      const inside = !path.relative(AGENTS_DIR, file).startsWith('..');
      context.report({
        node: node.source,
        messageId: inside ? 'sibling' : 'outsider',
        data: { source, to },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const noAgentIdLiteral = {
  meta: {
    type: 'problem',
    messages: {
      literal:
        "'{{value}}' names an agent: ask the agent (agents/registry) or read its capabilities instead.",
    },
    schema: [],
  },
  create(context) {
    const ids = new Set(agentFolders());
    return {
      Literal(node) {
        if (typeof node.value === 'string' && ids.has(node.value))
          context.report({ node, messageId: 'literal', data: { value: node.value } });
      },
      TemplateElement(node) {
        const value = node.value.cooked;
        if (typeof value === 'string' && ids.has(value))
          context.report({ node, messageId: 'literal', data: { value } });
      },
    };
  },
};

export const agentRules = {
  rules: { 'agent-imports': agentImports, 'no-agent-id-literal': noAgentIdLiteral },
};
