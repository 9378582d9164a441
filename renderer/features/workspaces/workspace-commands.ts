import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { AppCommand, CommandSource } from '../../commands/command-types';
import { scopeKey, USER_SCOPE } from '../../store/scope-key';
import type { AppState } from '../../store/store-types';
import { shortenPath } from '../inventory/model/path-display';

/** The sidebar entry of a scope; moving there keeps focus where the user is looking. */
function focusScopeItem(scope: InventoryScope): void {
  const selector =
    scope.kind === 'user'
      ? '[data-testid="sidebar-user-level"]'
      : `[data-workspace-id="${CSS.escape(scope.workspaceId)}"]`;
  document.querySelector<HTMLElement>(selector)?.focus();
}

function goTo(state: AppState, scope: InventoryScope): void {
  void state.selectScope(scope);
  focusScopeItem(scope);
}

/** User level, then the workspaces in sidebar order. */
const scopesInOrder = (state: AppState): InventoryScope[] => [
  USER_SCOPE,
  ...state.workspaces.list.map((w): InventoryScope => ({ kind: 'workspace', workspaceId: w.id })),
];

/** The scope `step` places away from the one on screen, stopping at either end. */
function neighbour(state: AppState, step: number): InventoryScope {
  const scopes = scopesInOrder(state);
  const index = scopes.findIndex((scope) => scopeKey(scope) === scopeKey(state.scope));
  return scopes[Math.min(Math.max(index + step, 0), scopes.length - 1)] ?? USER_SCOPE;
}

/** The sidebar's commands: add a workspace, jump to any scope, step to the previous or next one. */
export const workspaceCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const home = state.appInfo?.home;
  const commands: AppCommand[] = [
    {
      id: 'workspaces.add',
      section: 'actions',
      title: t('command.addWorkspace'),
      keywords: [en.t('command.addWorkspace')],
      shortcut: 'add-workspace',
      run: () => state.setAddWorkspaceOpen(true),
    },
    {
      id: 'workspaces.previous',
      section: 'workspaces',
      title: t('shortcuts.previousScope'),
      shortcut: 'previous-scope',
      listed: false,
      run: () => goTo(state, neighbour(state, -1)),
    },
    {
      id: 'workspaces.next',
      section: 'workspaces',
      title: t('shortcuts.nextScope'),
      shortcut: 'next-scope',
      listed: false,
      run: () => goTo(state, neighbour(state, 1)),
    },
    {
      id: 'workspaces.go:user',
      section: 'workspaces',
      title: t('scope.userLevel'),
      detail: t('scope.userLevelHint'),
      keywords: [en.t('scope.userLevel')],
      run: () => goTo(state, USER_SCOPE),
    },
  ];
  for (const workspace of state.workspaces.list) {
    commands.push({
      id: `workspaces.go:${workspace.id}`,
      section: 'workspaces',
      title: workspace.name,
      detail: workspace.roots.map((root) => shortenPath(root, home)).join(' · '),
      meta: workspace.trusted ? t('workspace.trusted') : t('workspace.untrusted'),
      run: () => goTo(state, { kind: 'workspace', workspaceId: workspace.id }),
    });
  }
  return commands;
};
