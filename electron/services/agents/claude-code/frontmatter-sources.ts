import fs from 'node:fs';
import path from 'node:path';

import type { FileProbe } from '../../platform/file-probe';
import { analyseFrontmatterText, type FrontmatterHooks } from './frontmatter-file';
import { type LoadedSource, unreadableDocument } from './loaded-source';
import type { ProbeMemo } from './probe-memo';
import { listedInParent, readSourceText } from './source-text';

/** A `.claude` folder whose skills and agents may declare hooks, and the root it belongs to. */
export interface FrontmatterBase {
  claudeDir: string;
  root: string | null;
}

/** The folders Claude Code reads skills and agents from, under one `.claude` folder. */
export function frontmatterFolders(claudeDir: string): { skills: string; agents: string } {
  return { skills: path.join(claudeDir, 'skills'), agents: path.join(claudeDir, 'agents') };
}

/**
 * The folder of each skill (where its SKILL.md changes), read synchronously for the watcher's
 * list; an unreadable or missing skills folder gives none.
 */
export function skillFolders(skillsDir: string): string[] {
  try {
    return fs
      .readdirSync(skillsDir, { withFileTypes: true })
      .filter(
        (entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isSymbolicLink()),
      )
      .map((entry) => path.join(skillsDir, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Every skill (`skills/<name>/SKILL.md`) and agent (`agents/<name>.md`) under a `.claude`
 * folder that declares `hooks:` in its frontmatter (or whose frontmatter is broken). A missing
 * folder lists nothing; an unreadable file is listed as `unreadable`. Never throws.
 */
export async function loadFrontmatterSources(
  base: FrontmatterBase,
  files: FileProbe,
  memo: ProbeMemo,
): Promise<LoadedSource[]> {
  const folders = frontmatterFolders(base.claudeDir);
  const [skills, agents] = await Promise.all([
    listEntries(files, folders.skills, (entry) => entry.isDirectory() || entry.isSymbolicLink()),
    listEntries(
      files,
      folders.agents,
      (entry) => entry.name.endsWith('.md') && !entry.isDirectory(),
    ),
  ]);
  const candidates = [
    ...skills.map((name) => ({
      kind: 'skill' as const,
      file: path.join(folders.skills, name, 'SKILL.md'),
      fallbackName: name,
    })),
    ...agents.map((name) => ({
      kind: 'agent' as const,
      file: path.join(folders.agents, name),
      fallbackName: name.slice(0, -'.md'.length),
    })),
  ];
  const loaded = await Promise.all(
    candidates.map(async (candidate): Promise<LoadedSource | null> => {
      const parsed = await memo.get(files, `frontmatter:${candidate.file}`, () =>
        readFrontmatter(files, candidate.file),
      );
      if (!parsed) return null;
      return {
        scope: candidate.kind,
        kind: 'frontmatter',
        path: candidate.file,
        document: parsed.document,
        root: base.root,
        plugin: null,
        frontmatter: { kind: candidate.kind, name: parsed.name ?? candidate.fallbackName },
      };
    }),
  );
  return loaded.filter((source): source is LoadedSource => source !== null);
}

async function listEntries(
  files: FileProbe,
  folder: string,
  keep: (entry: { name: string; isDirectory(): boolean; isSymbolicLink(): boolean }) => boolean,
): Promise<string[]> {
  if ((await listedInParent(files, folder)) === false) return [];
  const listing = await files.readdir(folder);
  if (!listing.ok) return [];
  return listing.value
    .filter((entry) => !entry.name.startsWith('.') && keep(entry))
    .map((entry) => entry.name)
    .sort();
}

async function readFrontmatter(files: FileProbe, file: string): Promise<FrontmatterHooks | null> {
  const read = await readSourceText(files, file);
  if (read.state === 'missing') return null;
  if (read.state === 'unreadable') {
    return { name: null, document: unreadableDocument(read.message) };
  }
  return analyseFrontmatterText(file, read.text);
}
