import { AppFailure } from '../../../shared/result';
import { verdictWords } from '../../../shared/i18n/verdict-text';
import type { AgentId } from '../../../shared/schemas/agent';
import type { HookScope } from '../../../shared/schemas/hook';
import type { EventOutcome, HookRunOutcome, Verdict } from '../../../shared/schemas/run';
import { Emitter, type Disposable } from '../events';
import { countCapped } from './capped-stdout';
import { emptyRunFacts, executePrepared } from './execute-prepared';
import type { HookRunSpec, RunOptions } from './hook-spec';
import type {
  HookPayload,
  PreparedRun,
  RunDialect,
  RunFacts,
  Selection,
} from '../agents/run-dialect';
import type { SampleContext, ToolPreset, ToolPresetsByEvent } from './sample-payloads';
import { codedText } from '../../../shared/i18n/coded-text';

/** Scopes whose hooks come from a project folder: they run only in a trusted workspace. */
const PROJECT_SCOPES: ReadonlySet<HookScope> = new Set(['workspace', 'local', 'skill', 'agent']);

export interface HookRunnerDeps {
  dialects: readonly RunDialect[];
}

function assertPayload(payload: unknown): asserts payload is HookPayload {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new AppFailure('invalid-request', 'failure.payload-not-object');
  }
}

function assertTrusted(specs: readonly HookRunSpec[], trusted: boolean): void {
  if (trusted) return;
  const project = specs.find((spec) => PROJECT_SCOPES.has(spec.scope));
  if (project) {
    throw new AppFailure('untrusted', 'failure.project-hook-untrusted', {
      file: project.sourcePath,
    });
  }
}

/**
 * Runs hooks the way their agent runs them, and says what the agent would do with the answers.
 * Every hook behaviour (crash, hang, garbage output, missing interpreter) comes back as data in
 * the outcome; only caller mistakes throw `AppFailure` (`untrusted`, `invalid-request`). Each
 * finished run is announced on `onDidRunHook` / `onDidRunEvent`, the seam for the audit log.
 */
export class HookRunner implements Disposable {
  readonly #dialects: ReadonlyMap<AgentId, RunDialect>;
  readonly #hookRuns = new Emitter<HookRunOutcome>();
  readonly #eventRuns = new Emitter<EventOutcome>();
  /** Fires after each hook run, including the runs of an event. */
  readonly onDidRunHook = this.#hookRuns.event;
  /** Fires after each event run, with all its hook runs. */
  readonly onDidRunEvent = this.#eventRuns.event;

  constructor(deps: HookRunnerDeps) {
    this.#dialects = new Map(deps.dialects.map((dialect) => [dialect.agent, dialect]));
  }

  /** Runs one hook directly (no matcher, no de-duplication). */
  async runHook(spec: HookRunSpec, payload: unknown, options: RunOptions): Promise<HookRunOutcome> {
    assertPayload(payload);
    assertTrusted([spec], options.trusted);
    return this.#run(this.#dialect(spec.agent), spec, payload, options);
  }

  /**
   * Fires `event` at `specs` as `agent` would: the dialect picks which hooks run (matchers,
   * duplicates, unwired events) and whether they run in parallel or one after another, then
   * combines their answers into a decision and a verdict. Refuses before running anything when
   * a project hook of an untrusted workspace is among `specs`.
   */
  async runEvent(
    agent: AgentId,
    event: string,
    specs: readonly HookRunSpec[],
    payload: unknown,
    options: RunOptions,
  ): Promise<EventOutcome> {
    assertPayload(payload);
    assertTrusted(specs, options.trusted);
    const dialect = this.#dialect(agent);
    const startedAt = new Date();
    const t0 = performance.now();
    const { run, skipped } = dialect.select(event, specs, payload);
    const mode = dialect.mode(event, run);
    const hooks: HookRunOutcome[] = [];
    if (mode === 'parallel') {
      hooks.push(
        ...(await Promise.all(run.map((spec) => this.#run(dialect, spec, payload, options)))),
      );
    } else {
      // One after another, and every hook runs even after one of them cancels; an agent that
      // chains rewrites hands each hook the payload the previous one left.
      let input: HookPayload = payload;
      for (const spec of run) {
        const outcome = await this.#run(dialect, spec, input, options);
        hooks.push(outcome);
        input = dialect.nextPayload?.(event, input, outcome) ?? input;
      }
    }
    const { decision, verdict } = dialect.combine(event, hooks, payload);
    const outcome: EventOutcome = {
      agent,
      event,
      startedAt: startedAt.toISOString(),
      endedAt: new Date().toISOString(),
      durationMs: performance.now() - t0,
      mode,
      hooks,
      skipped,
      decision,
      verdict:
        hooks.length === 0
          ? { ...verdict, ...verdictWords([codedText('verdictPhrase.no-hook-runs', { event })]) }
          : withOutputCapClause(verdict, hooks),
    };
    this.#eventRuns.fire(outcome);
    return outcome;
  }

  /** Which of `specs` the agent would run for this payload, and why each other one would not. */
  select(
    agent: AgentId,
    event: string,
    specs: readonly HookRunSpec[],
    payload: unknown,
  ): Selection {
    assertPayload(payload);
    return this.#dialect(agent).select(event, specs, payload);
  }

  /**
   * What the agent made of answers recorded elsewhere (e.g. a hook's stdout, stderr and exit
   * code in a Claude Code transcript): each is read by the dialect as if it had just run, and
   * combined into the event's decision and verdict. Runs nothing.
   */
  judgeRecorded(
    agent: AgentId,
    event: string,
    recorded: ReadonlyArray<{ spec: HookRunSpec; facts: RunFacts }>,
    payload: unknown,
  ): Pick<EventOutcome, 'decision' | 'verdict'> & { hooks: HookRunOutcome[] } {
    assertPayload(payload);
    const dialect = this.#dialect(agent);
    const hooks = recorded.map(({ spec, facts }) => {
      const reading = dialect.interpret(spec, facts);
      return { ...facts, control: reading.control, parseErrors: reading.parseErrors };
    });
    return { hooks, ...dialect.combine(event, hooks, payload) };
  }

  /** The events the test bench offers for an agent. */
  sampleEvents(agent: AgentId): readonly string[] {
    return this.#dialect(agent).sampleEvents;
  }

  /** The events of an agent whose sample carries a tool call, with the presets each can carry. */
  toolPresets(agent: AgentId): ToolPresetsByEvent {
    return this.#dialect(agent).toolPresets;
  }

  /**
   * A realistic payload for an event; an unknown event, or a preset the event does not offer, is
   * an invalid request.
   */
  samplePayload(
    agent: AgentId,
    event: string,
    context: SampleContext,
    preset?: ToolPreset,
  ): Record<string, unknown> {
    const dialect = this.#dialect(agent);
    if (preset && !dialect.toolPresets[event]?.includes(preset))
      throw new AppFailure('invalid-request', 'failure.preset-not-for-event', { preset, event });
    const payload = dialect.samplePayload(event, context, preset);
    if (!payload)
      throw new AppFailure('invalid-request', 'failure.event-not-of-agent', { event, agent });
    return payload;
  }

  dispose(): void {
    this.#hookRuns.clear();
    this.#eventRuns.clear();
  }

  #dialect(agent: AgentId): RunDialect {
    const dialect = this.#dialects.get(agent);
    if (!dialect) throw new AppFailure('invalid-request', 'failure.no-runner-for-agent', { agent });
    return dialect;
  }

  async #run(
    dialect: RunDialect,
    spec: HookRunSpec,
    payload: HookPayload,
    options: RunOptions,
  ): Promise<HookRunOutcome> {
    let prepared: PreparedRun;
    try {
      prepared = await dialect.prepare(spec, payload, options);
    } catch (error) {
      return this.#finish(dialect, spec, prepareFailure(spec, error));
    }
    return this.#finish(dialect, spec, await executePrepared(spec, prepared, options));
  }

  #finish(dialect: RunDialect, spec: HookRunSpec, facts: RunFacts): HookRunOutcome {
    const reading = dialect.interpret(spec, facts);
    const outcome: HookRunOutcome = {
      ...facts,
      control: reading.control,
      parseErrors: reading.parseErrors,
      notes: [...facts.notes, ...reading.notes],
    };
    this.#hookRuns.fire(outcome);
    return outcome;
  }
}

/**
 * Says that hooks printed more than the output cap, where they did: whatever the verdict says
 * of the others, what the agent makes of those hooks' output is unknown, and the cap is why.
 */
function withOutputCapClause(verdict: Verdict, hooks: readonly HookRunOutcome[]): Verdict {
  const count = countCapped(hooks);
  if (count === 0) return verdict;
  const clause = codedText('verdictPhrase.hooks-over-output-cap', { count });
  return { ...verdict, ...verdictWords([...verdict.phrases, clause]) };
}

/** A hook whose run could not even be set up (e.g. no temp folder for CLAUDE_ENV_FILE). */
function prepareFailure(spec: HookRunSpec, error: unknown): RunFacts {
  return {
    ...emptyRunFacts(spec, spec.label ?? spec.sourcePath),
    status: 'spawn-failed',
    argv: spec.argv ? [...spec.argv] : null,
    spawnError: {
      code: (error as NodeJS.ErrnoException).code ?? 'prepare-failed',
      message: codedText('run.start-setup-failed', { message: (error as Error).message }),
      fix: codedText('run.fix-temp-folder'),
    },
  };
}
