import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { ShortcutKeys } from '../../components/shortcut-keys';
import { useI18n } from '../../i18n/i18n-context';
import { IS_MAC } from '../../shortcuts/platform';
import { simulatorEventsOf } from './state/simulator-slice';
import { useAppStore, useAppStoreApi } from '../../store/store-context';
import { JsonEditor } from '../bench/json-editor';
import { checkToolInput, startSimulation, TOOL_INPUT_EDITOR_ID } from './start-simulation';

/** Tool names people try first, in Claude Code's naming (a hint list; any name can be typed). */
const TOOL_NAMES = ['Bash', 'Write', 'Edit', 'Read', 'mcp__memory__create_entities'];

/** The question: an event, and the tool call it carries. */
export function SimulatorForm() {
  const { t, rich } = useI18n();
  const store = useAppStoreApi();
  const { event, benchEvents, toolName, toolInput, loading } = useAppStore(
    useShallow((state) => ({
      event: state.simulator.event,
      benchEvents: state.bench.events,
      toolName: state.simulator.toolName,
      toolInput: state.simulator.toolInputText,
      loading: state.simulator.status === 'loading',
    })),
  );
  const { setEvent, setToolName, setToolInput } = useAppStore(
    useShallow((state) => ({
      setEvent: state.simulator.setEvent,
      setToolName: state.simulator.setToolName,
      setToolInput: state.simulator.setToolInputText,
    })),
  );
  const events = useMemo(() => simulatorEventsOf(benchEvents), [benchEvents]);
  const options = events.includes(event) ? events : [event, ...events];
  const check = useMemo(() => checkToolInput(toolInput), [toolInput]);
  return (
    <section className="bench-setup" aria-labelledby="simulator-question-title">
      <h2 id="simulator-question-title" className="bench-section-title">
        {t('simulator.question')}
      </h2>
      <label className="field bench-event">
        <span className="field-label">{t('simulator.event')}</span>
        <select
          className="select mono"
          data-testid="simulator-event"
          value={event}
          onChange={(change) => setEvent(change.target.value)}
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <label htmlFor="simulator-tool-name" className="field-label">
          {t('simulator.toolName')}
        </label>
        <input
          id="simulator-tool-name"
          className="input mono"
          data-testid="simulator-tool-name"
          list="simulator-tool-names"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby="simulator-tool-name-hint"
          value={toolName}
          onChange={(change) => setToolName(change.target.value)}
        />
        <datalist id="simulator-tool-names">
          {TOOL_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <p id="simulator-tool-name-hint" className="field-hint">
          <RichText segments={rich('simulator.toolNameHint', {})} />
        </p>
      </div>
      <JsonEditor
        id={TOOL_INPUT_EDITOR_ID}
        label={t('simulator.toolInput')}
        hint={<RichText segments={rich('simulator.toolInputHint', {})} />}
        value={toolInput}
        onChange={setToolInput}
        check={check}
        rows={8}
        testId="simulator-tool-input"
      />
      <div className="run-bar">
        <button
          type="button"
          className="button primary"
          data-testid="simulator-run"
          aria-disabled={loading || (check !== null && !check.ok)}
          aria-keyshortcuts={IS_MAC ? 'Meta+Enter' : 'Control+Enter'}
          onClick={() => startSimulation(store.getState())}
        >
          <Icon name="funnel" />
          {t('simulator.run')}
        </button>
        <ShortcutKeys combo="mod+enter" />
      </div>
    </section>
  );
}
