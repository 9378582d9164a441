import type { AppCommand, CommandSource } from '../../commands/command-types';
import { focusScreenTitle } from './focus-screen-title';
import { SCREENS, screenById } from './screen-registry';

/** "Open …" for every screen of the registry except the one on view. */
export const screenCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const current = screenById(state.screen).id;
  return SCREENS.filter((screen) => screen.id !== current).map((screen): AppCommand => ({
    id: `shell.screen:${screen.id}`,
    section: 'actions',
    title: t(screen.command),
    keywords: [en.t(screen.command), t(screen.label)],
    run: () => {
      state.showScreen(screen.id);
      focusScreenTitle();
    },
  }));
};
