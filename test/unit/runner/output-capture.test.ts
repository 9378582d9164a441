import { describe, expect, test } from 'vitest';

import {
  OutputCapture,
  emptyOutput,
  textOutput,
} from '../../../electron/services/runner/output-capture';

describe('OutputCapture', () => {
  test('keeps small output whole', () => {
    const capture = new OutputCapture(16);
    capture.push(Buffer.from('hello '));
    capture.push(Buffer.from('world'));
    expect(capture.result()).toEqual({
      text: 'hello world',
      totalBytes: 11,
      truncated: false,
      omittedBytes: 0,
      rawBase64: null,
    });
  });

  test('keeps the head and the tail of long output and counts the middle', () => {
    const capture = new OutputCapture(8);
    for (const chunk of ['abcd', 'efgh', 'ijkl', 'mnop']) capture.push(Buffer.from(chunk));
    const result = capture.result();
    expect(result.totalBytes).toBe(16);
    expect(result.truncated).toBe(true);
    expect(result.omittedBytes).toBe(8);
    expect(result.text).toBe('abcd\n[… 8 bytes omitted …]\nmnop');
  });

  test('keeps exactly the cap when the output is one byte longer', () => {
    const capture = new OutputCapture(4);
    capture.push(Buffer.from('12345'));
    expect(capture.result()).toMatchObject({
      truncated: true,
      omittedBytes: 1,
      text: '12\n[… 1 bytes omitted …]\n45',
    });
  });

  test('does not split a multi-byte character at the cut points', () => {
    const capture = new OutputCapture(6);
    capture.push(Buffer.from('aéé-middle-ééb'));
    const result = capture.result();
    expect(result.rawBase64).toBeNull();
    expect(result.text.startsWith('aé\n[…')).toBe(true);
    expect(result.text.endsWith('…]\néb')).toBe(true);
    expect(result.omittedBytes + Buffer.byteLength('aé') + Buffer.byteLength('éb')).toBe(
      result.totalBytes,
    );
  });

  test('drops a character cut in half at either cut point instead of mangling it', () => {
    const capture = new OutputCapture(4);
    capture.push(Buffer.from('aé-middle-éb'));
    const result = capture.result();
    expect(result.text).toBe(`a\n[… ${result.totalBytes - 2} bytes omitted …]\nb`);
    expect(result.rawBase64).toBeNull();
  });

  test('keeps invalid UTF-8 exactly, base64-encoded, next to a lossy text', () => {
    const capture = new OutputCapture(64);
    capture.push(Buffer.from([0x7b, 0xff, 0x7d]));
    const result = capture.result();
    expect(result.text).toBe('{\uFFFD}');
    expect(result.rawBase64).toEqual({
      head: Buffer.from([0x7b, 0xff, 0x7d]).toString('base64'),
      tail: '',
    });
  });

  test('empty and fixed-text captures', () => {
    expect(emptyOutput()).toMatchObject({ text: '', totalBytes: 0, truncated: false });
    expect(textOutput('é')).toMatchObject({ text: 'é', totalBytes: 2 });
  });
});
