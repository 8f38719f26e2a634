import { execFileSync } from 'node:child_process';
import { changeId, leavesOf } from './strings';

/** The locale files this build holds: language → namespace → parsed JSON. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

/** The strings this build changes, as changeId → 'changed' | 'new'; or why it cannot tell. */
export type Changes =
  | { known: true; ref: string; commit: string; strings: Record<string, 'changed' | 'new'> }
  | { known: false; reason: 'noGit' | 'shallow' | 'noBase'; ref: string };

/**
 * Compares the locale files with the production branch as a pull request does: against the merge base.
 * Netlify names no production branch: it is PRODUCTION_BRANCH or `main`, as origin/<branch>, then <branch>.
 */
export function localeChanges(root: string, files: LocaleFiles, env: NodeJS.ProcessEnv = process.env): Changes {
  const branch = env.PRODUCTION_BRANCH || 'main';
  const attempt = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const unknown = (reason: 'noGit' | 'shallow' | 'noBase') => ({ known: false as const, reason, ref: branch });
  if (attempt('rev-parse', '--is-inside-work-tree') !== 'true') return unknown('noGit');
  if (attempt('rev-parse', '--is-shallow-repository') === 'true') return unknown('shallow');
  const ref = [`origin/${branch}`, branch].find((name) =>
    attempt('rev-parse', '--verify', '--quiet', `${name}^{commit}`),
  );
  const commit = ref && attempt('merge-base', 'HEAD', ref);
  if (!ref || !commit) return unknown('noBase');

  const strings: Record<string, 'changed' | 'new'> = {};
  for (const [language, byNs] of Object.entries(files)) {
    for (const [ns, json] of Object.entries(byNs)) {
      const before = attempt('show', `${commit}:locales/${language}/${ns}.json`);
      let old = new Map<string, string>();
      try {
        old = new Map(before ? leavesOf(JSON.parse(before)).map(({ key, value }) => [key, value]) : []);
      } catch {
        // The production branch's file was not valid JSON: every string counts as new.
      }
      for (const { key, value } of leavesOf(json)) {
        if (!old.has(key)) strings[changeId(language, ns, key)] = 'new';
        else if (old.get(key) !== value) strings[changeId(language, ns, key)] = 'changed';
      }
    }
  }
  return { known: true, ref, commit: commit.slice(0, 12), strings };
}
