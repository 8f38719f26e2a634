import type { RenderBodyArgs } from 'gatsby';
import en from '../../locales/en/review.json';
import zh from '../../locales/zh/review.json';
import { languageOfPath, localizePath } from '../../src/i18n/paths';
import { getLanguage, type LanguageCode } from '../../src/i18n/languages';
import type { BuildEnv } from '../../src/site/env';
import { colors } from '../../src/styles/theme';
import { COPY_DECK_PATH } from './copyDeck';
import { buildTimeIn, spaceAfter } from './strings';

const copy: Record<LanguageCode, typeof en> = { en, zh };

/**
 * Plain CSS, as emotion does not reach outside React's root; hashed into the CSP like every inline style. The items are
 * separated by the language's own separator (review.json › separator). On a phone (under 40rem) the banner keeps at most
 * three lines: the items marked review-wide (commenting, the build time, both in the deck too) are hidden there, and
 * the deck, proposing a change and the pull request remain.
 */
const style = (separator: string) =>
  `.review-banner{background:${colors.primaryTint};color:${colors.ink};font-size:.875rem;line-height:1.4;padding:.5rem 1rem;text-align:center;overflow-wrap:anywhere}.review-banner p,.review-banner ul{display:inline;margin:0;padding:0}.review-banner li{display:inline;list-style:none}.review-banner li+li:before{content:${JSON.stringify(separator)}}.review-banner a{color:${colors.primaryDark};font-weight:700;text-decoration:underline}:lang(zh-HK) .review-banner li{word-break:keep-all}@media (max-width:39.99rem){.review-banner .review-wide{display:none}}`;

/**
 * Builds with a copy deck (gatsby-ssr.tsx asks the build's env): a banner on every page, server-rendered outside the
 * React root (no JS), saying what a reviewer can do: read every string (the copy deck), comment (Netlify's drawer),
 * propose a change (the deck's edit links); then which pull request this is (linked) and when it was built, in Hong
 * Kong time, so that a reviewer who has committed a change sees whether this preview has it yet.
 */
export function addReviewBanner(
  { pathname, setHeadComponents, setPreBodyComponents }: RenderBodyArgs,
  { facts }: Pick<BuildEnv, 'facts'>,
) {
  const language = languageOfPath(pathname);
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const { banner, separator } = copy[language];
  const built = fill(banner.built, { time: buildTimeIn(facts.time, getLanguage(language).htmlLang) });
  const deck = localizePath(COPY_DECK_PATH, language);
  setHeadComponents([<style key="review-banner" dangerouslySetInnerHTML={{ __html: style(separator) }} />]);
  setPreBodyComponents([
    <nav key="review-banner" className="review-banner" aria-label={banner.label}>
      <p>{banner.text}</p>
      {spaceAfter(banner.text)}
      <ul>
        <li>
          <a href={deck} aria-current={pathname === deck ? 'page' : undefined}>
            {banner.deck}
          </a>
        </li>
        <li className="review-wide">{banner.comment}</li>
        <li>
          <a href={`${deck}#propose`}>{banner.propose}</a>
        </li>
        <li data-review-pull-request>
          {facts.pullRequest ? (
            // On the deck, to its first part, which links the pull request: a link off the page before the skip link
            // would make that link no longer the page's first (axe's region rule).
            <a href={pathname === deck ? `${deck}#preview` : facts.pullRequest.url}>
              {fill(banner.pullRequest, { number: facts.pullRequest.number })}
            </a>
          ) : (
            banner.noPullRequest
          )}
        </li>
        <li data-review-built className="review-wide">
          <a href={`${deck}#preview`}>
            <time dateTime={facts.time}>{built}</time>
          </a>
        </li>
      </ul>
    </nav>,
  ]);
}
