import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { parseJsonObject, readJsonlChunk } from '../../../electron/services/history/jsonl-lines';
import { MalformedLine } from '../../../shared/i18n/malformed-line';
import { malformedTextEn } from '../../../shared/i18n/malformed-text';
import { tempDir } from './history-test-kit';

function withFile(content: string | Buffer, run: (fd: number) => void): void {
  const file = path.join(tempDir(), 'log.jsonl');
  fs.writeFileSync(file, content);
  const fd = fs.openSync(file, 'r');
  try {
    run(fd);
  } finally {
    fs.closeSync(fd);
  }
}

describe('readJsonlChunk', () => {
  test('returns complete lines with byte offsets and stops before a line without its newline', () => {
    withFile('{"a":"é"}\r\n\n{"b":2}\n{"partial"', (fd) => {
      const chunk = readJsonlChunk(fd, 0);
      expect(chunk.lines).toEqual([
        { offset: 0, length: 10, text: '{"a":"é"}' },
        { offset: 13, length: 7, text: '{"b":2}' },
      ]);
      expect(chunk.end).toBe(21);
      expect(readJsonlChunk(fd, chunk.end)).toEqual({ lines: [], end: 21 });
    });
  });

  test('resumes from an offset and reads in chunks smaller than the file', () => {
    const lines = Array.from({ length: 100 }, (_, i) => JSON.stringify({ i }));
    withFile(lines.join('\n') + '\n', (fd) => {
      const seen: string[] = [];
      let offset = 0;
      for (;;) {
        const chunk = readJsonlChunk(fd, offset, 64);
        if (chunk.end === offset) break;
        seen.push(...chunk.lines.map((line) => line.text as string));
        offset = chunk.end;
      }
      expect(seen).toEqual(lines);
    });
  });

  test('grows its buffer for a line longer than a chunk', () => {
    const long = JSON.stringify({ text: 'x'.repeat(5000) });
    withFile(`${long}\n{}\n`, (fd) => {
      expect(readJsonlChunk(fd, 0, 100).lines.map((line) => line.length)).toEqual([long.length, 2]);
    });
  });
});

describe('parseJsonObject', () => {
  test('says why a line is not an entry', () => {
    const line = (text: string | null) => ({ offset: 0, length: 1, text });
    expect(parseJsonObject(line('{"a":1}'))).toEqual({ a: 1 });
    const reason = (text: string | null) => {
      const value = parseJsonObject(line(text));
      return value instanceof MalformedLine ? malformedTextEn(value.reason) : value;
    };
    expect(reason('{"a":')).toMatch(/^not JSON \(.+\)$/);
    expect(reason('[1,2]')).toBe('not a JSON object');
    expect(reason(null)).toBe('line longer than 16777216 bytes');
    // A JSON object shaped like a reason is still an object (no line can forge a MalformedLine).
    expect(reason('{"reason":{"key":"malformed.not-json","params":{}}}')).toEqual({
      reason: { key: 'malformed.not-json', params: {} },
    });
  });
});
