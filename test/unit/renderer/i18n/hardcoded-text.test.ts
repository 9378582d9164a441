import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readSources } from './catalogue-audit';
import { findHardcodedText } from './find-hardcoded-text';

const RENDERER = path.resolve(__dirname, '../../../../renderer');

describe('visible text of the renderer', () => {
  it('comes from the catalogue in every component', () => {
    expect(findHardcodedText(readSources(RENDERER))).toEqual([]);
  });

  it('is caught when written straight into JSX, a rendered string or a labelling attribute', () => {
    const found = findHardcodedText([
      {
        file: 'bad.tsx',
        text: [
          'export const A = () => <p>Nothing here</p>;',
          'export const B = () => <button title="Close" aria-label={\'Close it\'} />;',
          "export const C = (p: { on: boolean }) => <span>{p.on ? 'On' : t('x.off')}</span>;",
          'export const D = () => <input placeholder={`Search ${n}`} />;',
        ].join('\n'),
      },
    ]);
    expect(found).toEqual([
      'bad.tsx:1: Nothing here',
      'bad.tsx:2: Close',
      'bad.tsx:2: Close it',
      'bad.tsx:3: On',
      'bad.tsx:4: Search',
    ]);
  });

  it('lets translated text, separators, class names, test ids and comparisons pass', () => {
    const found = findHardcodedText([
      {
        file: 'good.tsx',
        text: [
          'export const A = (p: { s: string }) => (',
          '  <p className="hint text" data-testid="hint-row" role="status" title={t(\'a.b\')}>',
          "    {t('x.y')} · {p.s === 'ready' && <b>{p.s}</b>} {' '}",
          '  </p>',
          ');',
        ].join('\n'),
      },
    ]);
    expect(found).toEqual([]);
  });
});
