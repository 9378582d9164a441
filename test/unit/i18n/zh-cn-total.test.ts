import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-zh-cn-total-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const from = (file: string) => JSON.stringify(path.join(root, file));

/**
 * Type-checks small files that build a zh-CN catalogue from the real one, as the compiler checks
 * the shipped catalogues: the same code with one text left out must fail to compile.
 */
function compile(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, `${name}.ts`);
    fs.writeFileSync(file, text);
    return file;
  });
  const program = ts.createProgram(paths, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  return Object.fromEntries(
    paths.map((file) => [
      path.basename(file, '.ts'),
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

describe('zh-CN is total: the compiler reports a missing text', () => {
  const service = (leaveOut: string) => `
import type { ServiceCatalogue } from ${from('shared/i18n/service-messages')};
import { SERVICE_MESSAGES_ZH_CN } from ${from('shared/i18n/zh-cn/service-messages')};
const { ${leaveOut}...change } = SERVICE_MESSAGES_ZH_CN.change;
export const catalogue: ServiceCatalogue = { ...SERVICE_MESSAGES_ZH_CN, change };
`;
  const screen = (leaveOut: string) => `
import type { MessageKey } from ${from('renderer/i18n/catalogue-en')};
import { ZH_CN_MESSAGES } from ${from('renderer/i18n/catalogue-zh-cn')};
const { ${leaveOut}...rest } = ZH_CN_MESSAGES;
export const catalogue: Record<MessageKey, string> = rest;
`;
  const results = compile({
    serviceWhole: service(''),
    serviceLacking: service("'hook-switched-off': _left, "),
    screenWhole: screen(''),
    screenLacking: screen("'filters.clear': _left, "),
  });

  it('compiles the catalogues as shipped', () => {
    expect(results['serviceWhole']).toEqual([]);
    expect(results['screenWhole']).toEqual([]);
  });

  it('fails to compile a service namespace without one of its texts', () => {
    expect(results['serviceLacking']?.join('\n')).toContain('"hook-switched-off"\' is missing');
  });

  it("fails to compile the screens' catalogue without one of its texts", () => {
    expect(results['screenLacking']?.join('\n')).toContain('"filters.clear"\' is missing');
  });
});
