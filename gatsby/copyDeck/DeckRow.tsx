import type { TFunction } from 'i18next';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LANGUAGES, LANGUAGE_CODES, getLanguage, type LanguageCode } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/paths';
import type { Changes } from './changes';
import { isHidden } from './placements';
import { editUrl, type EditTarget } from './repository';
import type { Row } from './rows';
import { sharedOf } from './shared';
import { changeId, citation, lineOf, placeholdersOf, searchWordOf, spaceAfter } from './strings';
import { visitorValuesOf, type Facts } from './visitorValues';

type Props = {
  row: Row;
  /** What a reviewer calls it, in the deck's language (gatsby/copyDeck/names.ts). */
  name: string;
  changes: Changes;
  edit: EditTarget;
  /** The site's own t per language, over every namespace (what a visitor gets). */
  translators: Record<LanguageCode, TFunction>;
  facts: Facts;
};

/** One string of the deck: its file and key, where it appears, its text per language, what it becomes, its edit links. */
export function DeckRow({ row, name, changes, edit, translators, facts }: Props) {
  const { t } = useTranslation('review');
  const shared = sharedOf(row.source, row.key, facts);
  const { id, source, key, placement, cells } = row;
  const { page, section } = placement.at;
  const fill = visitorValuesOf(source, key, cells.find(({ value }) => value !== undefined)?.value ?? '');
  // "{{name}} becomes …": the name goes in after i18next has filled the line, which would otherwise fill it again.
  const keepNote = (name: string) =>
    t('review:keep', { placeholder: '\u0000', what: t(`review:fills.${name}`) }).replace('\u0000', `{{${name}}}`);
  const names = [...new Set(cells.flatMap(({ value }) => (value ? placeholdersOf(value) : [])))];

  return (
    <li id={id} data-key={`${source}:${key}`}>
      <div className="key">
        <h3 className="name" data-name>
          {name}
        </h3>
        <a href={`#${id}`} data-permalink>
          {t('review:link')}
        </a>
      </div>
      <p className="cite">
        <code data-cite>{citation(source, key)}</code>
      </p>
      {shared ? (
        <p className="where shared" data-shared={shared.count}>
          {t(`review:shared.${shared.note}`, { count: shared.count })}
        </p>
      ) : null}
      <p className={isHidden(placement) ? 'where hidden' : 'where'} data-places={placement.places.join(' ')}>
        {t('review:where', {
          places: placement.places.map((place) => t(`review:places.${place}`)).join(t('review:listSeparator')),
        })}
      </p>
      {placement.control ? <p data-control={placement.control}>{t(`review:controls.${placement.control}`)}</p> : null}
      <p className="see">
        {t('review:see')}
        {spaceAfter(t('review:see'))}
        {LANGUAGES.map(({ code }, i) => (
          <span key={code}>
            {i ? t('review:separator') : null}
            <a href={`${localizePath(page, code)}${section ? `#${section}` : ''}`} data-see={code}>
              {t(`review:seeIn.${code}`)}
            </a>
          </span>
        ))}
      </p>
      <div className="columns">
        {cells.map(({ language, file, value }) => {
          const change = changes.known ? changes.strings[changeId(file, key)] : undefined;
          const gets = fill && value !== undefined ? (language ? [language] : LANGUAGE_CODES) : [];
          return (
            <div key={file} data-language={language ?? 'all'} data-file={file}>
              <p className="label">
                {language
                  ? t(`review:languages.${language}`)
                  : t(placement.group === 'resources' ? 'review:englishOnly' : 'review:sameInBoth')}
                {change ? (
                  <strong className="badge" data-change={change.change}>
                    {t(`review:changes.${change.change}`)}
                  </strong>
                ) : null}
              </p>
              {value === undefined ? (
                <p>
                  <em>{t('review:missing')}</em>
                </p>
              ) : (
                <p lang={getLanguage(language).htmlLang} data-text>
                  {value}
                </p>
              )}
              {change?.before !== undefined ? (
                <p className="before" data-before>
                  {t('review:changes.before', { text: change.before })}
                </p>
              ) : null}
              {gets.length ? (
                <div className="gets">
                  <p className="label">{t('review:gets')}</p>
                  <ul>
                    {gets.flatMap((lng) =>
                      fill!(translators[lng], lng, facts, value!).map((text) => (
                        <li key={`${lng}${text}`} lang={getLanguage(lng).htmlLang} data-gets={lng}>
                          {text}
                        </li>
                      )),
                    )}
                  </ul>
                </div>
              ) : null}
              {value === undefined ? null : (
                <p className="line">
                  {t('review:lineLabel', { word: searchWordOf(key) })}
                  <code data-line>{lineOf(key, value)}</code>
                </p>
              )}
              <p className="file">
                {edit.known ? (
                  <a href={editUrl(edit, file)} data-edit={language ?? 'all'}>
                    {t(`review:edit.${language ?? 'data'}`)}
                  </a>
                ) : null}{' '}
                <code>{file}</code>
              </p>
            </div>
          );
        })}
      </div>
      {names.length ? (
        <ul className="keep" data-placeholders={names.join(' ')}>
          {names.map((name) => (
            <li key={name}>{keepNote(name)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
