import { execFileSync } from 'node:child_process';
import { unwrapPlaceholders } from '../../src/data/placeholders';
import { changeId, leavesOf } from './strings';

/** A string this preview changes, and what it said before (none when it is new). */
export type Change = { change: 'changed' | 'new'; before?: string };

/**
 * The strings this build changes (changeId → Change), compared with the production branch at the commit where this
 * branch left it; or why it cannot tell. `branch` names that branch as people know it (`main`).
 */
export type Changes =
  | { known: true; branch: string; commit: string; strings: Record<string, Change> }
  | { known: false; reason: 'noGit' | 'shallow' | 'noBase'; branch: string };

/**
 * Compares the copy (any file: locales/ and data/) with the production branch as a pull request does: against the
 * merge base. Netlify names no production branch: it is PRODUCTION_BRANCH or `main`, as origin/<branch>, then <branch>.
 */
export function copyChanges(
  root: string,
  strings: readonly { file: string; key: string; value: string }[],
  env: NodeJS.ProcessEnv = process.env,
): Changes {
  const branch = env.PRODUCTION_BRANCH || 'main';
  const attempt = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const unknown = (reason: 'noGit' | 'shallow' | 'noBase') => ({ known: false as const, reason, branch });
  if (attempt('rev-parse', '--is-inside-work-tree') !== 'true') return unknown('noGit');
  if (attempt('rev-parse', '--is-shallow-repository') === 'true') return unknown('shallow');
  const ref = [`origin/${branch}`, branch].find((name) =>
    attempt('rev-parse', '--verify', '--quiet', `${name}^{commit}`),
  );
  const commit = ref && attempt('merge-base', 'HEAD', ref);
  if (!ref || !commit) return unknown('noBase');

  const before = new Map<string, Map<string, string>>();
  // A placeholder of data/ counts as its stand-in, as in the deck's rows (gatsby/copyDeck/copy.ts).
  const old = (file: string) => {
    if (!before.has(file)) {
      const text = attempt('show', `${commit}:${file}`);
      let leaves = new Map<string, string>();
      try {
        leaves = new Map(
          text
            ? leavesOf(file.startsWith('data/') ? unwrapPlaceholders(JSON.parse(text)).value : JSON.parse(text)).map(
                ({ key, value }) => [key, value],
              )
            : [],
        );
      } catch {
        // The production branch's file was not valid JSON: every string counts as new.
      }
      before.set(file, leaves);
    }
    return before.get(file)!;
  };
  const changed: Record<string, Change> = {};
  for (const { file, key, value } of strings) {
    const was = old(file).get(key);
    if (was === undefined) changed[changeId(file, key)] = { change: 'new' };
    else if (was !== value) changed[changeId(file, key)] = { change: 'changed', before: was };
  }
  return { known: true, branch, commit: commit.slice(0, 12), strings: changed };
}
