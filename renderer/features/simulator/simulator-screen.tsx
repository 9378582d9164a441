import { useEffect } from 'react';

import { useCommandSource } from '../../commands/commands-context';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ScopeHeader } from '../bench/scope-header';
import { SimulationResults } from './simulation-results';
import { simulatorCommands } from './simulator-commands';
import { SimulatorForm } from './simulator-form';

/**
 * The matcher simulator: for an event and a tool call, which hooks of each agent in the scope on
 * screen would fire, and why each other one would not. Nothing runs.
 */
export function SimulatorScreen() {
  const { t } = useI18n();
  const prepareSimulator = useAppStore((state) => state.simulator.prepare);
  useCommandSource(simulatorCommands);
  // Fetching, not deriving: every agent's events, for the event choice.
  useEffect(() => {
    void prepareSimulator();
  }, [prepareSimulator]);
  return (
    <main className="main" data-testid="simulator-screen">
      <ScopeHeader screen={t('screen.simulator')} description={t('simulator.intro')} />
      <div className="bench-body">
        <SimulatorForm />
        <SimulationResults />
      </div>
    </main>
  );
}
