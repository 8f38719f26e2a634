import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { LanguageCode } from '../../src/i18n/languages';
import { NOT_BUILT_START } from './copyDeck';
import type { CopyDeckContext } from './createPages';

/**
 * The deck's first part: which pull request this preview shows, when and from which commit it was built (Netlify's
 * REVIEW_ID and COMMIT_REF, src/site/env.ts), what to expect after a commit and where to look when it does not come.
 * Where the build does not know them (a branch deploy, a local build), plain words instead of links.
 */
export function BuildFacts({ build, language }: { build: CopyDeckContext['build']; language: LanguageCode }) {
  const { t } = useTranslation('review');
  const { kind, facts, times } = build;
  const { pullRequest, commit } = facts;
  const noPullRequest = kind === 'branch-deploy' ? 'branchDeploy' : kind === 'local' ? 'local' : 'unknown';
  return (
    <section aria-labelledby="preview">
      <h2 id="preview">{t('review:build.title')}</h2>
      <dl className="facts">
        <div data-fact="pullRequest">
          <dt>{t('review:build.pullRequest')}</dt>
          <dd>
            {pullRequest ? (
              <a href={pullRequest.url}>{t('review:build.pullRequestLink', { number: pullRequest.number })}</a>
            ) : (
              t(`review:build.noPullRequest.${noPullRequest}`)
            )}
          </dd>
        </div>
        <div data-fact="time">
          <dt>{t('review:build.time')}</dt>
          <dd>
            <time dateTime={facts.time}>{t('review:build.timeValue', { time: times[language] })}</time>
          </dd>
        </div>
        <div data-fact="commit">
          <dt>{t('review:build.commit')}</dt>
          <dd>
            {commit ? (
              commit.url ? (
                <a href={commit.url}>
                  <code>{commit.short}</code>
                </a>
              ) : (
                <code>{commit.short}</code>
              )
            ) : (
              t('review:build.noCommit')
            )}
          </dd>
        </div>
      </dl>
      <p data-after>{t('review:build.after')}</p>
      <p data-failed>
        {pullRequest ? t('review:build.failed', { logLine: NOT_BUILT_START }) : t('review:build.failedNoPullRequest')}
      </p>
    </section>
  );
}
