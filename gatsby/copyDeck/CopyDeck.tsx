import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Layout } from '../../src/components/Layout';
import { useSiteData } from '../../src/hooks/useSiteData';
import { headTranslations } from '../../src/i18n/headTranslations';
import { LANGUAGES, getLanguage, type LanguageCode } from '../../src/i18n/languages';
import {
  headContext,
  type LocalizedHeadProps,
  type LocalizedPageProps,
  type PageContext,
  type StringsOnly,
} from '../../src/i18n/pageContext';
import { chinesePhrases, container } from '../../src/styles/shared';
import { colors, fontSizes, mq, radii, space } from '../../src/styles/theme';
import { localeCopy } from './copy';
import type { CopyDeckContext } from './createPages';
import { BuildFacts } from './BuildFacts';
import { DeckRow } from './DeckRow';
import { entryName } from './names';
import { GROUPS, groupTitle, type Placement } from './placements';
import { deckRows } from './rows';
import { changeId, citation, noteId, spaceAfter } from './strings';

/** The parts of the deck before its entries, by anchor, and the key of their title in review.json. */
const PART_TITLES = {
  preview: 'build.title',
  propose: 'propose.title',
  comment: 'comment.title',
  glossary: 'glossary.title',
} as const;
const GLOSSARY = ['branch', 'commit', 'pullRequest', 'check', 'deployLog'] as const;
/** The deck's own wording: visitors never see it, so reviewing it is optional (kept last, folded away). */
const OPTIONAL_GROUP = 'review';

/**
 * The mark after the name of an entry a page does not show as text (review.json › hiddenMark), so that a reviewer
 * looking for a button's wording does not take its screen-reader version for it.
 */
function hiddenMarkOf({ places }: Placement): 'label' | 'onFocus' | null {
  if (places.includes('text')) return null;
  if (places.includes('label') || places.includes('alt')) return 'label';
  return places.includes('onFocus') ? 'onFocus' : null;
}

/**
 * The data of the page query below, in the schema's types: production builds never make this page, so they generate
 * no type for its query, and the committed src/gatsby-types.d.ts must typecheck after either kind of build.
 */
export type CopyDeckData = StringsOnly & {
  readonly strings: { readonly nodes: readonly Pick<Queries.Locale, 'ns' | 'language' | 'data'>[] };
  readonly services: { readonly nodes: readonly Pick<Queries.ServicesJson, 'sectionId'>[] };
};
type Props = LocalizedPageProps<CopyDeckData> & { pageContext: PageContext & CopyDeckContext };
type Nodes = CopyDeckData['strings']['nodes'];

/** locales/ as the page query holds it: language → namespace → parsed JSON. */
function localesOf(nodes: Nodes) {
  const locales: Record<string, Record<string, unknown>> = {};
  for (const { ns, language, data } of nodes)
    if (ns && language && data) (locales[language] ??= {})[ns] = JSON.parse(data);
  return locales;
}

/** The site's i18next per language over every namespace, as a page's Head gets it: what a visitor is given. */
function translatorsOf(nodes: Nodes) {
  const of = (language: LanguageCode) =>
    headTranslations({ edges: nodes.filter((node) => node.language === language).map((node) => ({ node })) }, language);
  return Object.fromEntries(LANGUAGES.map(({ code }) => [code, of(code)])) as Record<LanguageCode, TFunction>;
}

/** The deck's styles by class: one rule set for its some 4,000 elements. */
const deck = css`
  h2 {
    margin-top: ${space.xxl};
  }
  .contents {
    columns: 16rem;
    padding-left: 1.25rem;
    /* Lines of even length, so no entry leaves a word and its count alone on its last line. */
    text-wrap: balance;
    /* Chinese entries break at their punctuation, as the headings they link to do. */
    ${chinesePhrases};
  }
  .count {
    white-space: nowrap;
  }
  .rows > li {
    padding: ${space.md} 0;
    border-top: 1px solid ${colors.border};
    scroll-margin-top: ${space.md};
  }
  .rows > li:target {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
  .key {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    align-items: baseline;
    justify-content: space-between;
    h3 {
      margin: 0;
      font-size: ${fontSizes.base};
      overflow-wrap: anywhere;
    }
  }
  .where,
  .label,
  .see,
  .file,
  .line,
  .before,
  .keep,
  .gets,
  [data-control] {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
    margin: ${space.xs} 0;
    overflow-wrap: anywhere;
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
    margin-top: ${space.sm};
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
    }
    [data-text] {
      margin: 0;
    }
  }
  .gets ul,
  .keep {
    margin: 0;
    padding-left: 1.25rem;
  }
  .gets li {
    color: ${colors.ink};
  }
  .file a {
    font-weight: 700;
  }
  .badge {
    display: inline-block;
    margin-left: ${space.sm};
    padding: 0 ${space.sm};
    border-radius: ${radii.pill};
    background: ${colors.accentDark};
    color: ${colors.white};
  }
  .facts {
    margin: 0 0 ${space.md};
    div {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${space.sm};
    }
    dt {
      font-weight: 700;
    }
    dd {
      margin: 0;
    }
  }
  .name {
    margin: 0;
    font-size: ${fontSizes.base};
  }
  .cite {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
    overflow-wrap: anywhere;
  }
  .line code {
    display: block;
    font-size: ${fontSizes.base};
    margin-top: ${space.xs};
    padding: ${space.xs} ${space.sm};
    border-radius: ${radii.sm};
    background: ${colors.surfaceAlt};
    color: ${colors.ink};
    white-space: pre-wrap;
  }
  .shared {
    font-weight: 700;
  }
  .glossary {
    div {
      margin-bottom: ${space.sm};
    }
    dt {
      font-weight: 700;
    }
    dd {
      margin: 0;
    }
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
  small {
    color: ${colors.muted};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: ${space.sm} 0;
  }
`;

/**
 * The copy deck (review builds only, gatsby/copyDeck/createPages.ts): every string of locales/ and data/ in both
 * languages, where it appears and what it becomes, whether this preview changes it, and a link to change it.
 */
export default function CopyDeck({ data, pageContext }: Props) {
  const { t } = useTranslation('review');
  const { site } = useSiteData();
  const { changes, placeholders, dataStrings, edit, build } = pageContext;
  const language = pageContext.language as LanguageCode;
  const nodes = data.strings.nodes;
  const rows = useMemo(() => deckRows([...localeCopy(localesOf(nodes)), ...dataStrings]), [nodes, dataStrings]);
  const translators = useMemo(() => translatorsOf(nodes), [nodes]);
  const repository = build.facts.repository;
  const facts = {
    brand: site.brand,
    email: site.email,
    networks: site.social.map((profile) => profile.label),
    services: data.services.nodes.map((service) => service.sectionId),
  };
  /** The rows this preview changes, each with the files (languages) it changes them in. */
  const changed = changes.known
    ? rows.flatMap((row) => {
        const cells = row.cells.flatMap(({ language, file }) => {
          const change = changes.strings[changeId(file, row.key)];
          return change ? [{ language, change: change.change }] : [];
        });
        return cells.length ? [{ row, cells }] : [];
      })
    : [];
  const groups = GROUPS.map((group) => ({ group, rows: rows.filter((r) => r.placement.group === group) })).filter(
    (g) => g.rows.length,
  );
  /** Each entry's name in the deck's language (gatsby/copyDeck/names.ts), for its heading and the list of changes. */
  const names = useMemo(
    () =>
      new Map(
        groups.flatMap(({ rows: inGroup }) =>
          inGroup.map((row, index) => {
            const mark = hiddenMarkOf(row.placement);
            const name = entryName(translators[language], row.source, row.key, index);
            return [row.id, mark ? `${name}${t(`review:hiddenMark.${mark}`)}` : name] as const;
          }),
        ),
      ),
    [groups, translators, language, t],
  );

  const main = groups.filter(({ group }) => group !== OPTIONAL_GROUP);
  const optional = groups.filter(({ group }) => group === OPTIONAL_GROUP);
  const placeholdersSection = (
    <section key="placeholders" aria-labelledby="placeholders">
      <h2 id="placeholders">{t('review:placeholders.title')}</h2>
      <p>{t(placeholders.length ? 'review:placeholders.intro' : 'review:placeholders.none')}</p>
      <dl className="placeholders">
        {placeholders.map(({ key, fill }) => (
          <div key={key} data-placeholder={key}>
            <dt>
              <code>data/site.json › {key}</code>
            </dt>
            <dd data-fill>{fill ? t(`review:placeholders.notes.${noteId(key)}`) : null}</dd>
          </div>
        ))}
      </dl>
    </section>
  );

  return (
    <Layout>
      <div css={[container, deck, { marginBlock: space.section }]}>
        <h1 css={{ fontSize: fontSizes.xxl }}>{t('review:title')}</h1>
        <p css={{ maxWidth: '48rem' }}>{t('review:intro')}</p>

        <nav aria-labelledby="contents-title">
          <h2 id="contents-title">{t('review:contents')}</h2>
          <ul className="contents">
            {(['preview', 'propose', 'comment', 'glossary'] as const).map((part) => (
              <li key={part}>
                <a href={`#${part}`}>{t(`review:${PART_TITLES[part]}`)}</a>
              </li>
            ))}
            <li>
              <a href="#changes">{t('review:changes.title')}</a>
              <span className="count">{t('review:count', { number: changed.length })}</span>
            </li>
            {[...main, null, ...optional].map((entry) =>
              entry ? (
                <li key={entry.group}>
                  <a href={`#group-${entry.group}`}>{groupTitle(t, entry.group)}</a>
                  <span className="count">
                    {t('review:count', { number: entry.rows.length })}
                    {entry.group === OPTIONAL_GROUP ? t('review:optionalMark') : null}
                  </span>
                </li>
              ) : (
                <li key="placeholders">
                  <a href="#placeholders">{t('review:placeholders.title')}</a>
                  <span className="count">{t('review:count', { number: placeholders.length })}</span>
                </li>
              ),
            )}
          </ul>
        </nav>

        <BuildFacts build={build} language={language} />

        <section aria-labelledby="propose">
          <h2 id="propose">{t('review:propose.title')}</h2>
          {edit.known ? null : (
            <p className="notice" data-edit-unknown={edit.reason}>
              {t(`review:propose.noEdit.${edit.reason}`)}
              {spaceAfter(t(`review:propose.noEdit.${edit.reason}`))}
              {edit.pullRequest ? <a href={edit.pullRequest}>{t('review:propose.pullRequest')}</a> : null}
            </p>
          )}
          <ol data-steps>
            <li data-step="before">{t('review:propose.before')}</li>
            <li data-step="invite">
              {t('review:propose.invite')}
              {repository ? (
                <>
                  {spaceAfter(t('review:propose.invite'))}
                  <a href={`https://github.com/${repository.owner}/${repository.name}/invitations`}>
                    {t('review:propose.invitation')}
                  </a>
                </>
              ) : null}
            </li>
            {(['find', 'edit', 'line', 'change'] as const).map((step) => (
              <li key={step} data-step={step}>
                {t(`review:propose.${step}`, { braces: '{{…}}' })}
              </li>
            ))}
            <li data-step="commit">
              {edit.known ? t('review:propose.commit', { branch: edit.branch }) : t('review:propose.commitAnyBranch')}
            </li>
            <li data-step="reload">{t('review:propose.reload')}</li>
            <li data-step="propose">{t('review:propose.propose')}</li>
          </ol>
        </section>

        <section aria-labelledby="comment">
          <h2 id="comment">{t('review:comment.title')}</h2>
          <p>{t('review:comment.text')}</p>
          <p data-email>
            {t('review:comment.email')}
            {spaceAfter(t('review:comment.email'))}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </section>

        <section aria-labelledby="glossary">
          <h2 id="glossary">{t('review:glossary.title')}</h2>
          <dl className="glossary">
            {GLOSSARY.map((term) => (
              <div key={term} data-term={term}>
                <dt>{t(`review:glossary.terms.${term}.term`)}</dt>
                <dd>{t(`review:glossary.terms.${term}.text`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="changes">
          <h2 id="changes">{t('review:changes.title')}</h2>
          <div className="notice" data-changes={changes.known ? 'known' : changes.reason}>
            {changes.known ? (
              <>
                <p css={{ marginTop: 0 }}>{t(changed.length ? 'review:changes.list' : 'review:changes.none')}</p>
                {changed.length ? (
                  <ul>
                    {changed.map(({ row, cells }) => (
                      <li key={row.id} data-changed={row.id}>
                        <a href={`#${row.id}`}>{names.get(row.id)}</a> <code>{citation(row.source, row.key)}</code>
                        {cells.map(({ language, change }) => (
                          <span key={language ?? 'all'} className="badge">
                            {language
                              ? t('review:changes.inLanguage', {
                                  language: t(`review:languages.${language}`),
                                  change: t(`review:changes.${change}`),
                                })
                              : t(`review:changes.${change}`)}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <small>{t('review:changes.detail', { branch: changes.branch })}</small>
              </>
            ) : (
              <p css={{ margin: 0 }}>
                {t('review:changes.unknown', {
                  reason: t(`review:changes.${changes.reason}`, { branch: changes.branch }),
                })}
              </p>
            )}
          </div>
        </section>

        {[...main, null, ...optional].map((entry) => {
          if (!entry) return placeholdersSection;
          const { group, rows: inGroup } = entry;
          const list = (
            <ul className="rows">
              {inGroup.map((row) => (
                <DeckRow
                  key={row.id}
                  row={row}
                  name={names.get(row.id)!}
                  changes={changes}
                  edit={edit}
                  translators={translators}
                  facts={facts}
                />
              ))}
            </ul>
          );
          return (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{groupTitle(t, group)}</h2>
              {group === OPTIONAL_GROUP ? (
                <>
                  <p className="notice" data-optional>
                    {t('review:optional')}
                  </p>
                  {/* Folded, so that a reviewer does not take it for part of the review; Ctrl+F finds it once open. */}
                  <details data-optional-rows>
                    <summary>{t('review:optionalSummary')}</summary>
                    {list}
                  </details>
                </>
              ) : (
                list
              )}
            </section>
          );
        })}
      </div>
    </Layout>
  );
}

export function Head(props: LocalizedHeadProps<CopyDeckData>) {
  const { language, t } = headContext(props);
  return (
    <>
      <html lang={getLanguage(language).htmlLang} />
      <title>{t('review:pageTitle')}</title>
      <meta name="description" content={t('review:description')} />
      <meta name="robots" content="noindex" />
    </>
  );
}

export const query = graphql`
  query CopyDeckPage($language: String!) {
    # Every strings file of the language: the layout's, review.json and each page's (its group's title).
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleStrings
    }
    strings: allLocale(sort: [{ ns: ASC }, { language: ASC }]) {
      nodes {
        ns
        language
        data
      }
    }
    services: allServicesJson(sort: { order: ASC }) {
      nodes {
        sectionId
      }
    }
  }
`;
