import { describe, expect, it } from 'vitest';

import { agentOf } from '../../../electron/services/agents/registry';
import { guardReport } from '../../../shared/guards/guard-report';
import { compareVersions, versionIn } from '../../../shared/guards/version-order';

const claude = agentOf('claude-code').capabilities.guards;
const gemini = agentOf('gemini-cli').capabilities.guards;
const outcomes = (report: ReturnType<typeof guardReport>) =>
  report?.lines.map((line) => `${line.mode}:${line.outcome}`);

describe('the fail-open report of a guard', () => {
  it('says a Claude Code PreToolUse guard fails open every way, and offers onFailure from 2.1.295', () => {
    const report = guardReport(claude, 'PreToolUse', '2.1.328', {});
    expect(outcomes(report)).toEqual([
      'cannot-start:open',
      'timeout:open',
      'bad-exit:open',
      'invalid-json:open',
    ]);
    expect(report?.fix?.state).toBe('offered');
    expect(guardReport(claude, 'PreToolUse', '2.1.294', {})?.fix?.state).toBe('needs-upgrade');
    expect(guardReport(claude, 'PreToolUse', null, {})?.fix?.state).toBe('version-unknown');
  });

  it('closes every failure once the handler has onFailure "block" and the version reads it', () => {
    const report = guardReport(claude, 'PreToolUse', '2.1.328', { onFailure: 'block' });
    expect(report?.fix?.state).toBe('applied');
    expect(report?.lines.every((line) => line.outcome === 'closed' && line.byFix)).toBe(true);
    const old = guardReport(claude, 'PreToolUse', '2.1.200', { onFailure: 'block' });
    expect(old?.fix?.state).toBe('ignored-by-version');
    expect(old?.lines.every((line) => line.outcome === 'open')).toBe(true);
  });

  it('offers no fix on Stop, where Claude Code ignores onFailure, and no report for non-guards', () => {
    expect(guardReport(claude, 'Stop', '2.1.328', {})?.fix).toBeNull();
    expect(guardReport(claude, 'PostToolUse', '2.1.328', {})).toBeNull();
    expect(guardReport(claude, null, '2.1.328', {})).toBeNull();
  });

  it('knows that Gemini CLI blocks a guard that cannot start but lets a crashed one through', () => {
    expect(outcomes(guardReport(gemini, 'BeforeTool', '0.61.0', {}))).toEqual([
      'cannot-start:closed',
      'timeout:open',
      'bad-exit:open',
      'invalid-json:open',
    ]);
  });

  it('applies a fact only inside its version range', () => {
    const guards = {
      events: { Pre: 'tool' as const },
      facts: [
        {
          mode: 'timeout' as const,
          outcome: 'closed' as const,
          events: null,
          versions: { from: '2.0.0', until: '3.0.0' },
          checkedOn: null,
        },
      ],
      fix: null,
    };
    expect(guardReport(guards, 'Pre', '2.5', {})?.lines[1]?.outcome).toBe('closed');
    expect(guardReport(guards, 'Pre', '3.0.0', {})?.lines[1]?.outcome).toBeNull();
    expect(guardReport(guards, 'Pre', '1.9.9', {})?.lines[1]?.outcome).toBeNull();
  });
});

describe('release versions', () => {
  it('compares dotted numbers as numbers and reads them out of --version answers', () => {
    expect(compareVersions('2.1.328', '2.1.295')).toBe(1);
    expect(compareVersions('2.1.29', '2.1.295')).toBe(-1);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(versionIn('2.1.328 (Claude Code)')).toBe('2.1.328');
    expect(versionIn('codex-cli 0.169.0')).toBe('0.169.0');
    expect(versionIn('no version here')).toBeNull();
  });
});
