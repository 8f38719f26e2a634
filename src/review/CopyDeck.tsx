import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { LANGUAGES, getLanguage, type LanguageCode } from '../i18n/languages';
import { headContext, type LocalizedHeadProps, type LocalizedPageProps, type PageContext } from '../i18n/pageContext';
import { container } from '../styles/shared';
import { colors, fontSizes, mq, radii, space } from '../styles/theme';
import type { CopyDeckContext } from './createPages';
import { GROUPS, isHidden, placementOf, type Placement } from './placements';
import { changeId, citation, leavesOf } from './strings';

type Props = LocalizedPageProps<Queries.CopyDeckPageQuery> & { pageContext: PageContext & CopyDeckContext };

type Row = { ns: string; key: string; placement: Placement; order: number; values: Partial<Record<string, string>> };

/** One row per namespace and key, whichever language has it, in the order a visitor meets them. */
function rowsOf(nodes: Queries.CopyDeckPageQuery['strings']['nodes']): Row[] {
  const rows = new Map<string, Row>();
  for (const { ns, language, data } of nodes) {
    if (!ns || !language || !data) continue;
    leavesOf(JSON.parse(data)).forEach(({ key, value }, order) => {
      const id = `${ns}:${key}`;
      if (!rows.has(id)) rows.set(id, { ns, key, placement: placementOf(ns, key), order, values: {} });
      rows.get(id)!.values[language] = value;
    });
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.placement.rule - b.placement.rule ||
      a.ns.localeCompare(b.ns) ||
      a.order - b.order ||
      a.key.localeCompare(b.key),
  );
}

const COLUMN: Record<LanguageCode, string> = { en: 'review:english', zh: 'review:chinese' };

/** The deck's styles by class: one rule set for its some 3,000 elements. */
const deck = css`
  .rows > li {
    padding: ${space.md} 0;
    border-top: 1px solid ${colors.border};
  }
  .key {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    align-items: baseline;
    margin: 0 0 ${space.sm};
    code {
      font-weight: 700;
    }
  }
  .where,
  .label {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .label {
    font-weight: 700;
  }
  .hidden {
    padding: 0 ${space.sm};
    border-radius: ${radii.sm};
    background: ${colors.surfaceAlt};
    color: ${colors.inkSoft};
  }
  .columns {
    display: grid;
    gap: ${space.sm} ${space.lg};
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
    }
    p {
      margin: 0;
    }
  }
  .badge {
    margin-left: ${space.sm};
    padding: 0 ${space.sm};
    border-radius: ${radii.pill};
    background: ${colors.accentDark};
    color: ${colors.white};
  }
  .placeholders {
    margin: 0;
    div {
      padding: ${space.sm} 0;
      border-top: 1px solid ${colors.border};
    }
    dd {
      margin: 0;
    }
  }
  .notice {
    padding: ${space.md};
    border-left: 6px solid ${colors.accent};
    border-radius: ${radii.sm};
    background: ${colors.surfaceAlt};
  }
`;

/**
 * The copy deck (review builds only, src/review/createPages.ts): every string in both languages, with its
 * file › key, where it appears and whether this preview changes it, and the placeholders left in data/site.json.
 */
export default function CopyDeck({ data, pageContext }: Props) {
  const { t } = useTranslation('review');
  const { changes, placeholders } = pageContext;
  const rows = rowsOf(data.strings.nodes);
  const changedCount = changes.known ? Object.keys(changes.strings).length : 0;
  const status = !changes.known
    ? t('review:changes.unknown', { reason: t(`review:changes.${changes.reason}`, { ref: changes.ref }) })
    : t(changedCount ? 'review:changes.compared' : 'review:changes.none', {
        ref: changes.ref,
        commit: changes.commit,
        count: changedCount,
      });

  return (
    <Layout>
      <div css={[container, deck, { marginBlock: space.section }]}>
        <h1 id="copy-deck-title" css={{ fontSize: fontSizes.xxl }}>
          {t('review:title')}
        </h1>
        <p css={{ maxWidth: '48rem' }}>{t('review:intro', { example: citation('home', 'hero.title') })}</p>

        <section aria-labelledby="copy-deck-changes">
          <h2 id="copy-deck-changes">{t('review:changes.title')}</h2>
          <p className="notice" data-changes={changes.known ? 'known' : changes.reason}>
            {status}
          </p>
        </section>

        <section aria-labelledby="copy-deck-placeholders">
          <h2 id="copy-deck-placeholders">{t('review:placeholders.title')}</h2>
          <p>{t(placeholders.length ? 'review:placeholders.intro' : 'review:placeholders.none')}</p>
          <dl className="placeholders">
            {placeholders.map(({ key, fill }) => (
              <div key={key} data-placeholder={key}>
                <dt>
                  <code>data/site.json › {key}</code>
                </dt>
                <dd>{String(fill)}</dd>
              </div>
            ))}
          </dl>
        </section>

        {GROUPS.map((group) => {
          const inGroup = rows.filter((r) => r.placement.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`group-${group}`} css={{ marginTop: space.xl }}>
              <h2 id={`group-${group}`}>{t(`review:groups.${group}`)}</h2>
              <ul className="rows">
                {inGroup.map(({ ns, key, placement, values }) => (
                  <li key={`${ns}:${key}`} data-key={`${ns}:${key}`}>
                    <p className="key">
                      <code>{citation(ns, key)}</code>
                      <span
                        className={isHidden(placement) ? 'where hidden' : 'where'}
                        data-places={placement.places.join(' ')}
                      >
                        {t('review:where', { places: placement.places.map((place) => t(`review:places.${place}`)) })}
                      </span>
                    </p>
                    <div className="columns">
                      {LANGUAGES.map(({ code, htmlLang }) => {
                        const change = changes.known ? changes.strings[changeId(code, ns, key)] : undefined;
                        const value = values[code];
                        return (
                          <div key={code} data-language={code}>
                            <p className="label">
                              {t(COLUMN[code])}
                              {change ? (
                                <strong className="badge" data-change={change}>
                                  {t(`review:changes.${change}`)}
                                </strong>
                              ) : null}
                            </p>
                            {value === undefined ? (
                              <p>
                                <em>{t('review:missing')}</em>
                              </p>
                            ) : (
                              <p lang={htmlLang} data-text>
                                {value}
                              </p>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Layout>
  );
}

export function Head(props: LocalizedHeadProps<Queries.CopyDeckPageQuery>) {
  const { language, t } = headContext(props);
  return (
    <>
      <html lang={getLanguage(language).htmlLang} />
      <title>{`${t('review:title')} — ${t('nav:meta.siteName')}`}</title>
      <meta name="description" content={t('review:description')} />
      <meta name="robots" content="noindex" />
    </>
  );
}

export const query = graphql`
  query CopyDeckPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["nav", "footer", "review"] } }) {
      ...LocaleStrings
    }
    strings: allLocale(sort: [{ ns: ASC }, { language: ASC }]) {
      nodes {
        ns
        language
        data
      }
    }
  }
`;
