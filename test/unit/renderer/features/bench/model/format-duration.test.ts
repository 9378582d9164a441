import { describe, expect, it } from 'vitest';

import {
  formatDuration,
  formatElapsed,
} from '../../../../../../renderer/features/bench/model/format-duration';

describe('formatting a run’s duration', () => {
  it('uses milliseconds below a second, seconds above, and minutes when they are whole', () => {
    expect(
      [48.4, 999.4, 999.6, 1250, 12_500, 125_000, 600_000].map((ms) => formatDuration(ms, 'en')),
    ).toEqual(['48 ms', '999 ms', '1 sec', '1.25 sec', '12.5 sec', '125 sec', '10 min']);
  });

  it('writes the units of the locale', () => {
    expect(formatDuration(48, 'zh-CN')).toBe('48毫秒');
    expect(formatDuration(1500, 'zh-CN')).toBe('1.5秒');
    expect(formatDuration(60_000, 'zh-CN')).toBe('1分钟');
  });

  it('writes a running hook’s time in seconds with one decimal, whatever its size', () => {
    expect([0, 420, 3_249, 75_000].map((ms) => formatElapsed(ms, 'en'))).toEqual([
      '0.0 sec',
      '0.4 sec',
      '3.2 sec',
      '75.0 sec',
    ]);
    expect(formatElapsed(-5, 'en')).toBe('0.0 sec');
    expect(formatElapsed(3_200, 'zh-CN')).toBe('3.2秒');
  });

  it('makes one formatter per locale and unit, not one per figure', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Real;
    try {
      // A History page's worth of rows, in a locale no other test has formatted in.
      for (let row = 0; row < 200; row++) formatDuration(row * 4, 'en-GB');
      expect(formatDuration(48, 'en-GB')).toBe('48 ms');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
