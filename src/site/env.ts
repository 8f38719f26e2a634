import { site } from '../data/site';

/** The editor's address (gatsby/admin/). Every build includes the CMS. */
export const ADMIN_PATH = '/admin/';

/** Where the editor (Decap CMS) saves. It is decided here from Netlify's variables, never from a URL in a file. */
export type CmsBackend =
  /** decap-server on this computer (`npx decap-server`), for local builds only. */
  | { name: 'local' }
  /** GitHub through Netlify's OAuth. On a deploy preview, `branch` is the preview's own (HEAD), so that a save rebuilds
   * the preview; otherwise it is the production branch, where each change becomes its own pull request. */
  | { name: 'github'; repo: string; branch: string; pullRequests: boolean; siteDomain: string }
  /** A Netlify build without a GitHub repository, where the editor cannot save. */
  | { name: 'none' };

/** Returns owner/name from a GitHub URL (https with or without a credential, ssh, git@), never the URL itself. */
export function ownerAndName(url: string): string | null {
  const match = /github\.com[/:]([A-Za-z\d][A-Za-z\d-]{0,38})\/([\w.-]{1,100}?)(?:\.git)?\/?$/i.exec(url.trim());
  return match && !/^\.\.?$/.test(match[2]) ? `${match[1]}/${match[2]}` : null;
}

/** Keeps a branch name that git accepts, and rejects Netlify's pull-request reference (`pull/<n>/head`). */
const usable = (branch: string | undefined) =>
  branch && !/^pull\/\d+\//.test(branch) && /^(?!\/|.*(\/\/|\.\.|@\{))[^\s~^:?*[\\]+(?<![/.])$/.test(branch)
    ? branch
    : undefined;

/** Makes every decision that differs between builds, from Netlify's variables; nothing else reads CONTEXT. Any
 * context other than production and branch-deploy is a deploy preview, and no context means a local build. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env) {
  const context = env.CONTEXT;
  const kind = !context
    ? 'local'
    : context === 'production' || context === 'branch-deploy'
      ? context
      : 'deploy-preview';
  const review = kind === 'deploy-preview' || kind === 'branch-deploy';
  const fromEnv = review ? env.DEPLOY_PRIME_URL : env.URL;
  const repo = env.REPOSITORY_URL ? ownerAndName(env.REPOSITORY_URL) : null;
  const branch = usable(env.HEAD) ?? usable(env.BRANCH);
  const siteDomain = env.URL ? new URL(env.URL).hostname : '';
  const cms: CmsBackend =
    kind === 'local'
      ? { name: 'local' }
      : repo && branch
        ? { name: 'github', repo, branch, pullRequests: kind !== 'deploy-preview', siteDomain }
        : { name: 'none' };
  return {
    kind,
    /** Where this build is served: URL in production, DEPLOY_PRIME_URL on review builds, else data/site.json. */
    siteUrl: (fromEnv || site.siteUrl).replace(/\/+$/, ''),
    /** False on deploy previews and branch deploys, which send noindex and let the CSP allow Netlify's drawer. */
    indexable: !review,
    /** Only deploy previews show the one-line banner that points a reviewer to the editor and Netlify's toolbar. */
    previewBanner: kind === 'deploy-preview',
    /** A Netlify production deploy is the one build that refuses placeholders (docs/before-launch.md). */
    launch: kind === 'production' && env.NETLIFY === 'true',
    cms,
  };
}

export type BuildEnv = ReturnType<typeof buildEnv>;
