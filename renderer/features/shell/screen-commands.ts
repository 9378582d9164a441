import type { AppCommand, CommandSource } from '../../commands/command-types';
import { SCREENS, screenById } from '../screens';
import { focusScreenTitle } from './focus-screen-title';

/** "Open …" for every screen of the features list except the one on view. */
export const screenCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const current = screenById(state.screen).feature.id;
  return SCREENS.filter(({ feature }) => feature.id !== current).map(
    ({ feature: { id }, ...screen }): AppCommand => ({
      id: `shell.screen:${id}`,
      section: 'actions',
      title: t(screen.command),
      keywords: [en.t(screen.command), t(screen.label)],
      run: () => {
        state.showScreen(id);
        focusScreenTitle();
      },
    }),
  );
};
