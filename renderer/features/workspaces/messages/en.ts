/**
 * English UI text of workspaces: scopes, adding and removing workspaces, workspaces found in agent
 * history. Spread into the English catalogue (renderer/features/messages.ts); same conventions
 * (`{param}`, ICU plurals, backticks for agent terms).
 */
export const WORKSPACES_MESSAGES_EN = {
  'scope.userLevel': 'User level',
  'scope.userLevelHint': 'Hooks in your home folder',
  'scope.userKicker': 'Every project',
  'scope.userLevelDescription':
    'Hooks from your own settings and hooks folders. They run in every project.',
  'scope.workspace': 'Workspace',
  'workspace.trusted': 'Trusted',
  'workspace.untrusted': 'Not trusted',
  'workspace.trustHint':
    'Hookyard runs a project hook only after you have reviewed and trusted it. On: review the hooks; off: forget what was trusted.',
  'workspace.trustFailed': 'Could not change the trust setting',
  'workspace.moreRoots': '+{count} more',
  'workspace.folderMissing':
    '{count, plural, one {A folder of this workspace no longer exists} other {# folders of this workspace no longer exist}}',
  'workspaces.add': 'Add workspace',
  'workspaces.none': 'No workspaces yet. Add a project folder to see its hooks.',
  'workspaces.loadFailed': 'Could not load your workspaces',
  'addWorkspace.title': 'Add a workspace',
  'addWorkspace.description':
    'Type or paste the full path of a project folder. Hookyard only reads it; nothing in it is changed.',
  'addWorkspace.pathLabel': 'Folder path',
  'addWorkspace.pathsLabel': 'Folder paths (the first is the primary root)',
  'addWorkspace.rootLabel': 'Folder path {number}',
  'addWorkspace.addRoot': 'Add another folder',
  'addWorkspace.removeRoot': 'Remove folder {number}',
  'addWorkspace.rootsHint':
    'A multi-root workspace (as in VS Code or Cline) lists each of its folders; the agents read the hooks of every one.',
  'addWorkspace.pathPlaceholder': '/home/you/projects/my-app',
  'addWorkspace.nameLabel': 'Name (optional)',
  'addWorkspace.namePlaceholder': 'The folder name is used if you leave this empty',
  'addWorkspace.submit': 'Add workspace',
  'addWorkspace.adding': 'Adding…',
  'addWorkspace.errorEmpty': 'Enter the path of a folder.',
  'addWorkspace.errorRelative':
    'Enter a full path that starts at the root, such as /home/you/project or C:\\Users\\you\\project.',
  'addWorkspace.errorTooLong':
    'This path is {length} characters long; a folder path can have at most {limit}.',
  'addWorkspace.failed': 'Could not add this folder',
  'removeWorkspace.open': 'Remove {name} from Hookyard',
  'removeWorkspace.title': 'Remove {name}?',
  'removeWorkspace.description':
    'Hookyard stops showing this workspace. The folder and its hooks stay exactly as they are.',
  'removeWorkspace.confirm': 'Remove',
  'removeWorkspace.failed': 'Could not remove this workspace',
  'detected.title': 'Found in Claude Code / Cline history',
  'detected.foundIn': 'Found in {sources}',
  'detected.origin.claudeTranscripts': 'Claude Code transcripts',
  'detected.origin.clineSessions': 'Cline sessions',
  'detected.add': 'Add',
  'detected.addFolder': 'Add {name} as a workspace',
  'detected.showAll': 'Show all {count}',
  'detected.showFewer': 'Show fewer',
  'detected.loadFailed': 'Could not look for recent projects',
} as const;
