import { describe, expect, it } from 'vitest';

import {
  checkJsonObject,
  type JsonProblem,
} from '../../../../../../renderer/features/bench/model/check-json';

/** The problem found in `text`, and where: `line:column`. */
function problemOf(text: string): { problem: JsonProblem; at: string; found: string | null } {
  const check = checkJsonObject(text);
  if (check.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused`);
  const { problem, line, column, found } = check.error;
  return { problem, at: `${line}:${column}`, found };
}

describe('checking a payload typed as JSON', () => {
  it('gives back the object JSON.parse reads', () => {
    const text = '{\n  "tool_name": "Bash",\n  "tool_input": {"command": "rm -rf build"}\n}';
    expect(checkJsonObject(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('refuses valid JSON that is not an object, pointing at its start', () => {
    expect(problemOf('\n  [1, 2]')).toMatchObject({ problem: 'not-object', at: '2:3' });
    expect(problemOf('null')).toMatchObject({ problem: 'not-object', at: '1:1' });
    expect(problemOf('  \n ')).toMatchObject({ problem: 'empty' });
  });

  it('names the problem and the line and column where it is', () => {
    expect(problemOf('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      problem: 'expected-comma-or-brace',
      at: '3:3',
      found: '"',
    });
    expect(problemOf('{"a": 1,}')).toMatchObject({ problem: 'expected-property-name', at: '1:9' });
    expect(problemOf('{"a" 1}')).toMatchObject({ problem: 'expected-colon', at: '1:6' });
    expect(problemOf('{"a": [1 2]}')).toMatchObject({
      problem: 'expected-comma-or-bracket',
      at: '1:10',
    });
    expect(problemOf('{"a": tru}')).toMatchObject({ problem: 'expected-value', at: '1:7' });
    expect(problemOf('{"a": -}')).toMatchObject({ problem: 'bad-number', at: '1:7' });
    expect(problemOf('{"a": "x\\q"}')).toMatchObject({ problem: 'bad-escape', at: '1:9' });
    expect(problemOf('{"a": "x\ny"}')).toMatchObject({ problem: 'control-character', at: '1:9' });
    expect(problemOf('{} x')).toMatchObject({ problem: 'trailing-content', at: '1:4', found: 'x' });
  });

  it('says the text ends too early, at its end', () => {
    expect(problemOf('{\n  "a": {"b": 1}\n')).toMatchObject({
      problem: 'unexpected-end',
      at: '3:1',
      found: null,
    });
    expect(problemOf('{"a": "open')).toMatchObject({ problem: 'unexpected-end', at: '1:12' });
  });
});
