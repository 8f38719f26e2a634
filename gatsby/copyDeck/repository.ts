/**
 * Where the copy deck's edit links lead: GitHub's web editor on the preview's own branch, so an edit amends the pull
 * request under review and Netlify makes the preview again. Only owner, name and branch leave this module: Netlify's
 * REPOSITORY_URL can carry an access token (`https://x-access-token:…@github.com/owner/name`), and no part of it may
 * reach a page, a log line or a file of the build.
 */
export type EditTarget =
  | { known: true; owner: string; name: string; branch: string }
  | { known: false; reason: 'noRepository' | 'notGitHub' | 'noBranch'; pullRequest?: string };

/** GitHub's rules: an owner is letters, digits and inner hyphens; a repository name letters, digits, `.`, `_`, `-`. */
const OWNER_AND_NAME = /^\/?([A-Za-z\d](?:[A-Za-z\d-]{0,38}))\/([\w.-]{1,100}?)(?:\.git)?\/?$/;

/** owner/name of a GitHub repository URL: https (with or without a credential), ssh://, or git@github.com:owner/name. */
export function ownerAndName(url: string): { owner: string; name: string } | null {
  const scp = /^[\w.-]+@([\w.-]+):(?!\/\/)(.*)$/.exec(url);
  let host: string;
  let path: string;
  if (scp) [, host, path] = scp;
  else {
    try {
      ({ hostname: host, pathname: path } = new URL(url));
    } catch {
      return null;
    }
  }
  const match = host.toLowerCase() === 'github.com' ? OWNER_AND_NAME.exec(path) : null;
  return match && match[2] !== '.' && match[2] !== '..' ? { owner: match[1], name: match[2] } : null;
}

/**
 * A branch name git and GitHub accept, not Netlify's pull-request reference: on deploy previews BRANCH (and, in some
 * builds, HEAD) is `pull/<n>/head`, which GitHub's editor cannot commit to.
 */
const usable = (branch: string | undefined) =>
  branch &&
  !/^pull\/\d+\/(head|merge)$/.test(branch) &&
  /^(?!\/|.*(\/\/|\.\.|@\{))[^\s~^:?*[\\]+(?<![/.])$/.test(branch)
    ? branch
    : undefined;

/** The edit target of this build from Netlify's REPOSITORY_URL, HEAD (the pull request's branch) or BRANCH, REVIEW_ID. */
export function editTargetOf(env: NodeJS.ProcessEnv = process.env): EditTarget {
  if (!env.REPOSITORY_URL) return { known: false, reason: 'noRepository' };
  const repository = ownerAndName(env.REPOSITORY_URL.trim());
  if (!repository) return { known: false, reason: 'notGitHub' };
  const branch = usable(env.HEAD) ?? usable(env.BRANCH);
  if (branch) return { known: true, ...repository, branch };
  const pullRequest = pullRequestOf(env)?.url;
  return { known: false, reason: 'noBranch', ...(pullRequest ? { pullRequest } : {}) };
}

/** The GitHub repository of this build, from REPOSITORY_URL: owner and name only. */
export const repositoryOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.REPOSITORY_URL ? ownerAndName(env.REPOSITORY_URL.trim()) : null;

/** The pull request a deploy preview shows: Netlify's REVIEW_ID (its number) in the repository of REPOSITORY_URL. */
export function pullRequestOf(env: NodeJS.ProcessEnv = process.env): { number: string; url: string } | null {
  const repository = repositoryOf(env);
  const number = /^\d+$/.test(env.REVIEW_ID ?? '') ? env.REVIEW_ID! : undefined;
  return repository && number
    ? { number, url: `https://github.com/${repository.owner}/${repository.name}/pull/${number}` }
    : null;
}

/** The commit this build was made from (Netlify's COMMIT_REF): its short hash, and its page on GitHub when known. */
export function commitOf(env: NodeJS.ProcessEnv = process.env): { short: string; url?: string } | null {
  const hash = /^[0-9a-f]{7,40}$/i.test(env.COMMIT_REF ?? '') ? env.COMMIT_REF!.toLowerCase() : undefined;
  if (!hash) return null;
  const repository = repositoryOf(env);
  return {
    short: hash.slice(0, 7),
    ...(repository ? { url: `https://github.com/${repository.owner}/${repository.name}/commit/${hash}` } : {}),
  };
}

/** GitHub's web editor on a file of the branch: https://github.com/OWNER/NAME/edit/BRANCH/PATH. */
export function editUrl({ owner, name, branch }: { owner: string; name: string; branch: string }, file: string) {
  const path = (text: string) => text.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${owner}/${name}/edit/${path(branch)}/${path(file)}`;
}

/** What the build log may say about it: owner, name and branch, never the URL. */
export const describeEditTarget = (target: EditTarget) =>
  target.known
    ? `edit links to github.com/${target.owner}/${target.name} on branch ${target.branch}`
    : `no edit links (${target.reason})`;
