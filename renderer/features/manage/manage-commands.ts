import type { AppCommand, CommandSource } from '../../commands/command-types';

/**
 * Hook management in the palette: New hook, Undo what the toast reports, review untrusted hooks,
 * and turning all hooks of an agent off in the workspace on screen. "Show changes" comes from the
 * screen registry.
 */
export const manageCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const commands: AppCommand[] = [
    {
      id: 'manage.new-hook',
      section: 'actions',
      title: t('command.newHook'),
      keywords: [en.t('command.newHook')],
      run: () => state.manage.openDialog('new-hook'),
    },
  ];
  if (state.manage.toast?.undo) {
    const redo = state.manage.toast.message?.what === 'undone';
    commands.push({
      id: 'manage.undo',
      section: 'actions',
      title: redo ? t('command.redoLast') : t('command.undoLast'),
      keywords: [redo ? en.t('command.redoLast') : en.t('command.undoLast')],
      run: () => void state.manage.undoToast(),
    });
  }
  if (state.scope.kind === 'workspace') {
    if (state.manage.untrusted.length > 0) {
      commands.push({
        id: 'manage.review-untrusted',
        section: 'actions',
        title: t('command.reviewUntrusted', { count: state.manage.untrusted.length }),
        keywords: [en.t('command.reviewUntrusted', { count: state.manage.untrusted.length })],
        run: () => state.manage.openDialog('trust-review'),
      });
    }
    commands.push({
      id: 'manage.disable-all',
      section: 'actions',
      title: t('command.disableAll'),
      keywords: [en.t('command.disableAll'), 'Claude Code', 'Cline'],
      run: () => state.manage.openDialog('disable-all'),
    });
  }
  return commands;
};
