import { useEffect } from 'react';

import { useCommandSource } from '../../commands/commands-context';
import { useI18n } from '../../i18n/i18n-context';
import { scopeKey } from '../../store/scope-key';
import { useAppStore } from '../../store/store-context';
import { benchCommands } from './bench-commands';
import { BenchResults } from './bench-results';
import { BenchSetup } from './bench-setup';
import { ScopeHeader } from './scope-header';
import { useEscapeCancelsRun } from './use-escape-cancels-run';

/**
 * The test bench: runs one hook, or the whole set an event fires, for the scope on screen exactly
 * as the agent would, streams what they print, and says what the agent would then do.
 */
export function BenchScreen() {
  const { t } = useI18n();
  const scope = useAppStore((state) => scopeKey(state.scope));
  const prepareBench = useAppStore((state) => state.bench.prepare);
  useCommandSource(benchCommands);
  useEscapeCancelsRun();
  // Fetching, not deriving: the event list and a sample payload for the scope on screen.
  useEffect(() => {
    void prepareBench();
  }, [scope, prepareBench]);
  return (
    <main className="main" data-testid="bench-screen">
      <ScopeHeader screen={t('screen.bench')} description={t('bench.intro')} />
      <div className="bench-body">
        <BenchSetup />
        <BenchResults />
      </div>
    </main>
  );
}
