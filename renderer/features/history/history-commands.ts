import type { CommandSource } from '../../commands/command-types';
import { focusScreenTitle } from '../shell/focus-screen-title';

/**
 * App-wide: for anything typed in the palette, "Search the audit history" followed by the typed
 * text, which opens the history with that full-text search. It matches every query through a
 * hidden keyword (the text itself), so it is always offered, but as the weakest kind of hit it
 * ranks below every command whose name or keywords match as well.
 */
export const historyCommands: CommandSource = ({ state, i18n: { t }, en, query }) => {
  const text = query.trim();
  if (!text) return [];
  return [
    {
      id: 'history.search',
      section: 'history',
      title: t('command.searchHistory'),
      meta: text,
      keywords: [text, en.t('command.searchHistory')],
      run: () => {
        void state.history.search(text);
        focusScreenTitle();
      },
    },
  ];
};
