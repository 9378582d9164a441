import type { AppCommand, CommandSource } from '../../commands/command-types';
import { LOCALES } from '../../i18n/locales';
import { LANGUAGE_NAME } from './language-name';

/** App-wide commands: the shortcuts overlay and one "switch language" per other language. */
export const shellCommands: CommandSource = ({ state, i18n: { t, locale, setLocale }, en }) => [
  {
    id: 'shell.help',
    section: 'actions',
    title: t('command.help'),
    keywords: [en.t('command.help')],
    shortcut: 'help',
    run: () => state.setOverlay('help'),
  },
  ...LOCALES.filter((other) => other !== locale).map((other): AppCommand => ({
    id: `shell.language:${other}`,
    section: 'actions',
    title: t('command.switchLanguage', { language: t(LANGUAGE_NAME[other]) }),
    keywords: [t('language.label'), en.t('language.label')],
    run: () => setLocale(other),
  })),
];
