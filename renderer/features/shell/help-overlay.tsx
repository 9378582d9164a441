import { Fragment } from 'react';

import { Dialog } from '../../components/dialog';
import { ShortcutKeys } from '../../components/shortcut-keys';
import { useI18n } from '../../i18n/i18n-context';
import { isCharacterCombo } from '../../shortcuts/key-combo';
import { storeCharacterShortcuts } from '../../shortcuts/shortcut-preference';
import { SHORTCUT_GROUP_LABEL, SHORTCUT_GROUPS, SHORTCUTS } from '../../shortcuts/shortcut-table';
import { useAppStore } from '../../store/store-context';

/** Between alternative keys: a slash to the eye, the word "or" to a screen reader. */
function Or() {
  const { t } = useI18n();
  return (
    <span className="key-or">
      <span aria-hidden="true">/</span>
      <span className="visually-hidden">{t('shortcuts.or')}</span>
    </span>
  );
}

/** Single-key shortcuts on or off: they can clash with speech input and switch devices. */
function CharacterShortcutsSwitch() {
  const { t } = useI18n();
  const on = useAppStore((state) => state.characterShortcuts);
  const setOn = useAppStore((state) => state.setCharacterShortcuts);
  return (
    <div className="shortcut-setting">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="character-shortcuts-hint"
        className={on ? 'switch on' : 'switch'}
        data-testid="character-shortcuts"
        onClick={() => {
          storeCharacterShortcuts(!on);
          setOn(!on);
        }}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        {t('shortcuts.characterKeys')}
      </button>
      <p id="character-shortcuts-hint" className="shortcut-setting-hint">
        {t('shortcuts.characterKeysHint')}
      </p>
    </div>
  );
}

/** Every keyboard shortcut, by group, from the one table the keymap uses (opened with `?`). */
export function HelpOverlay() {
  const { t } = useI18n();
  const setOverlay = useAppStore((state) => state.setOverlay);
  const characterShortcuts = useAppStore((state) => state.characterShortcuts);
  const close = () => setOverlay(null);
  return (
    <Dialog
      title={t('shortcuts.title')}
      onClose={close}
      testId="help-overlay"
      className="wide"
      footer={
        <button type="button" className="button" onClick={close}>
          {t('action.close')}
        </button>
      }
    >
      <div className="shortcut-groups">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group} className="shortcut-group" aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="shortcut-group-title">
              {t(SHORTCUT_GROUP_LABEL[group])}
            </h3>
            <dl className="shortcut-list">
              {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => {
                const keys = shortcut.keys.filter(
                  (combo: string) => characterShortcuts || !isCharacterCombo(combo),
                );
                return (
                  <div key={shortcut.id} className="shortcut-row" data-shortcut={shortcut.id}>
                    <dt>{t(shortcut.label)}</dt>
                    <dd>
                      {keys.length === 0 ? (
                        <span className="shortcut-off">{t('shortcuts.off')}</span>
                      ) : (
                        keys.map((combo: string, index) => (
                          <Fragment key={combo}>
                            {index > 0 ? <Or /> : null}
                            <ShortcutKeys combo={combo} />
                          </Fragment>
                        ))
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
      </div>
      <CharacterShortcutsSwitch />
    </Dialog>
  );
}
