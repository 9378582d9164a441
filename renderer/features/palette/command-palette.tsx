import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

import type { AppCommand } from '../../commands/command-types';
import { useCollectCommands } from '../../commands/commands-context';
import { rankCommands } from '../../commands/rank-commands';
import { Icon } from '../../components/icon';
import { useModalDialog } from '../../components/use-modal-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { PaletteOption } from './palette-option';

/** Enough to pick from; a longer list is a sign to type more. */
const RESULT_LIMIT = 50;

/**
 * The command palette (Ctrl/Cmd+K): a combobox over every registered command. Arrow keys move the
 * active option, Enter runs it, Escape closes; focus stays in the input throughout and returns to
 * where it was before the palette opened.
 */
export function CommandPalette() {
  const { t } = useI18n();
  const setOverlay = useAppStore((state) => state.setOverlay);
  // Any store change can change the commands (a refresh adds a hook): re-rank on each.
  const state = useAppStore((all) => all);
  const collect = useCollectCommands();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const modal = useModalDialog();
  const ids = useId();
  const ranked = useMemo(
    () => rankCommands(collect(query), query, RESULT_LIMIT),
    // `collect` reads the store's current state: `state` is listed so that a change re-ranks.
    [collect, query, state],
  );
  const activeIndex = Math.min(active, ranked.length - 1);
  const optionId = (index: number) => `${ids}-option-${index}`;

  const close = () => setOverlay(null);
  const choose = (command: AppCommand) => {
    // Close first, so that focus is back where it was before the command moves it.
    flushSync(close);
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (pinyin…), arrows and Enter belong to its candidate list.
    if (event.nativeEvent.isComposing) return;
    const count = ranked.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = ranked[activeIndex];
      if (chosen) choose(chosen.command);
    }
  };

  return (
    <dialog
      ref={modal}
      className="palette"
      aria-labelledby={`${ids}-title`}
      data-testid="command-palette"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${ids}-title`} className="visually-hidden">
        {t('palette.title')}
      </h2>
      <div className="palette-search">
        <Icon name="search" />
        <input
          className="palette-input"
          role="combobox"
          aria-expanded={ranked.length > 0}
          aria-controls={`${ids}-list`}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          aria-label={t('palette.inputLabel')}
          placeholder={t('palette.placeholder')}
          data-testid="palette-input"
          value={query}
          spellCheck={false}
          autoComplete="off"
          data-autofocus
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={`${ids}-list`}
        role="listbox"
        aria-label={t('palette.results')}
        className="palette-list"
        data-testid="palette-results"
      >
        {ranked.map((item, index) => (
          <PaletteOption
            key={item.command.id}
            id={optionId(index)}
            ranked={item}
            active={index === activeIndex}
            onPoint={() => setActive(index)}
            onChoose={() => choose(item.command)}
          />
        ))}
      </ul>
      {ranked.length === 0 ? (
        <p className="palette-empty" data-testid="palette-empty">
          {t('palette.noMatch')}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {t('palette.resultCount', { count: ranked.length })}
      </p>
      <p className="palette-hints" aria-hidden="true">
        {t('palette.hints')}
      </p>
    </dialog>
  );
}
