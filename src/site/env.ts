import { site } from '../data/site';

/** The editor's address (gatsby/admin/): the CMS on every build. */
export const ADMIN_PATH = '/admin/';

/** Where the editor saves (Decap CMS's backend): decided here from Netlify's variables, never from a URL in a file. */
export type CmsBackend =
  /** decap-server on this computer (`npx decap-server`): local builds only. */
  | { name: 'local' }
  /** GitHub through Netlify's OAuth. `branch`: a deploy preview's own (HEAD), committed to so that the preview is
   * built again; else the production branch, where each change is a pull request of its own. */
  | { name: 'github'; repo: string; branch: string; pullRequests: boolean; siteDomain: string }
  /** A Netlify build without a GitHub repository: the editor cannot save. */
  | { name: 'none' };

/** owner/name of a GitHub repository URL (https with or without a credential, ssh, git@): never the URL itself. */
export function ownerAndName(url: string): string | null {
  const match = /github\.com[/:]([A-Za-z\d][A-Za-z\d-]{0,38})\/([\w.-]{1,100}?)(?:\.git)?\/?$/i.exec(url.trim());
  return match && !/^\.\.?$/.test(match[2]) ? `${match[1]}/${match[2]}` : null;
}

/** A branch git accepts, not Netlify's pull-request reference (`pull/<n>/head`). */
const usable = (branch: string | undefined) =>
  branch && !/^pull\/\d+\//.test(branch) && /^(?!\/|.*(\/\/|\.\.|@\{))[^\s~^:?*[\\]+(?<![/.])$/.test(branch)
    ? branch
    : undefined;

/** Every decision that differs between builds, made once here from Netlify's variables: nothing else reads CONTEXT.
 * Any context but production and branch-deploy is a deploy preview; none is a local build. */
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
    /** Where this build is served: Netlify's URL (production) or DEPLOY_PRIME_URL (the others), else data/site.json. */
    siteUrl: (fromEnv || site.siteUrl).replace(/\/+$/, ''),
    /** False on deploy previews and branch deploys: noindex everywhere, Netlify's drawer allowed by the CSP. */
    indexable: !review,
    /** The one-line banner that points a reviewer to the editor and Netlify's toolbar: deploy previews only. */
    previewBanner: kind === 'deploy-preview',
    /** A Netlify production deploy, the one build that refuses placeholders (docs/before-launch.md). */
    launch: kind === 'production' && env.NETLIFY === 'true',
    cms,
  };
}

export type BuildEnv = ReturnType<typeof buildEnv>;
