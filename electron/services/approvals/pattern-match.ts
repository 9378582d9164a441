import { AppFailure } from '../../../shared/result';

/** How `*` treats `/`: path globs stop at it (`**` crosses), command and tool globs do not. */
export type GlobFlavour = 'path' | 'text';

/**
 * A rule pattern as a RegExp. Globs match the whole value (`*`, `**`, `?`, `[a-z]`, `[!a]`,
 * `{a,b}`, `\` escapes); regular
 * expressions are tested unanchored, as Claude Code tests its matchers. AppFailure
 * ('invalid-request') for a regular expression that does not compile.
 */
export function compilePattern(
  pattern: string,
  kind: 'glob' | 'regex',
  flavour: GlobFlavour,
): RegExp {
  if (kind === 'glob') return new RegExp(`^${globSource(pattern, flavour)}$`, 's');
  try {
    return new RegExp(pattern, 's');
  } catch (error) {
    throw new AppFailure('invalid-request', 'failure.approval-regex-invalid', {
      pattern,
      message: (error as Error).message,
    });
  }
}

// Hand-written on purpose, not picomatch (4.0.7 was tried against the rule tests): picomatch
// matches file paths, and its path rules are wrong for commands. Its `*` refuses a `.` or `..`
// segment even with `dot`, so a deny rule `rm *` would let `rm -rf /../etc` through; `(…)` are
// groups and `"` quotes, so `npm run (build)` would match `npm run build`; `?` stops at `/`; and
// `[!a]` negates only with `posix`. Speed is not the reason: a rule compiles once (CompiledRule).
function globSource(glob: string, flavour: GlobFlavour): string {
  const star = flavour === 'path' ? '[^/]*' : '.*';
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        // `**/` also matches no folder at all: `src/**/x` matches `src/x`.
        const slash = glob[i + 2] === '/';
        out += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else out += star;
    } else if (char === '?') out += flavour === 'path' ? '[^/]' : '.';
    else if (char === '[' && glob.indexOf(']', i + 2) !== -1) {
      // A character class: `[abc]`, `[a-z]`, `[!abc]` (not one of them).
      const end = glob.indexOf(']', i + 2);
      const body = glob.slice(i + 1, end);
      const negated = body.startsWith('!') || body.startsWith('^');
      const members = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, '\\$&');
      out += `[${negated ? '^' : ''}${members}]`;
      i = end;
    } else if (char === '{') {
      braces++;
      out += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (char === ',' && braces > 0) out += '|';
    else if (char === '\\' && i + 1 < glob.length) out += escapeRegex(glob[++i] as string);
    else out += escapeRegex(char);
  }
  return out + ')'.repeat(braces);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
