// The editor's script (bundled by build.ts): Decap CMS with our JSON format and checked text field, in the reviewer's
// language.
import terminology from '../content/terminology.json';
import allowList from '../content/untranslatedAllowList.json';
import { jsonText, textProblems } from '../content/rules';
import { isObject, keyParts } from '../../src/i18n/keys';
import { DEFAULT_LANGUAGE, getLanguage, LANGUAGES } from '../../src/i18n/languages';
import { colors } from '../../src/styles/theme';

type Immutable = { get: (key: string) => unknown; getIn: (path: (string | number)[]) => unknown };
type Props = { field: Immutable; value?: string; entry: Immutable; locale?: string; onChange: (v: string) => void };
declare const __CMS_CONFIG__: { i18n: { default_locale: string } } & Record<string, unknown>;
declare global {
  interface Window {
    CMS_MANUAL_INIT: boolean;
    CMS: {
      init: (options: object) => void;
      registerWidget: (name: string, control: unknown) => void;
      registerCustomFormat: (name: string, extension: string, format: object) => void;
    };
    h: (type: string, props: object | null, ...children: unknown[]) => unknown;
    createClass: (spec: object) => unknown;
  }
}

type Obj = Record<string, unknown>;
/** A data/ file whose root is a list: Decap edits objects, so it sees { items: [...] } (fromFile, toFile below). */
const isList = (data: Obj) => Object.keys(data).length === 1 && Array.isArray(data.items);

/** The rules' problems, worded for a reviewer: no rule code, excerpts as typed rather than JSON-escaped. */
function problems({ field, value, entry }: Props) {
  // The other language's text, as the build read it (config.ts).
  const original = field.get('original');
  return textProblems(
    String(field.get('file')),
    String(field.get('key')),
    value ?? '',
    typeof original === 'string' ? original : undefined,
    { terminology, allowList, textAt: (key) => entry.getIn(['data', ...keyParts(key)]) },
  ).map(({ rule, message }) => ({
    rule,
    message: message.replace(/"(?:[^"\\]|\\.)*"/g, (json) => `“${JSON.parse(json)}”`),
  }));
}

/** The files as read: Decap's hashed maps lose the order of more than 8 keys, so a save puts each key back where the
 * file read with the same keys had it (its top level in the order Decap gives). */
const asRead: unknown[] = [];
const shape = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(shape)}]`
    : isObject(value)
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${key}:${shape(value[key])}`)}}`
      : '';
const inOrderOf = (value: unknown, like: unknown): unknown =>
  Array.isArray(value)
    ? value.map((item, i) => inOrderOf(item, Array.isArray(like) ? like[i] : undefined))
    : isObject(value)
      ? Object.fromEntries(
          [...new Set([...(isObject(like) ? Object.keys(like) : []), ...Object.keys(value)])]
            .filter((key) => key in value)
            .map((key) => [key, inOrderOf(value[key], isObject(like) ? like[key] : undefined)]),
        )
      : value;

function start() {
  const { CMS, h, createClass } = window;
  CMS.registerCustomFormat('site-json', 'json', {
    fromFile: (text: string) => {
      const value = JSON.parse(text);
      const data = Array.isArray(value) ? { items: value } : value;
      asRead.push(data);
      return data;
    },
    // The keys in the file's order, two-space indents and invisible characters as escapes (the content check's form).
    toFile: (data: Obj, sortedKeys: string[] = []) => {
      const read = [...asRead].reverse().filter((f) => Object.keys(f as Obj).join() === sortedKeys.join());
      const like = read.find((f) => shape(f) === shape(data)) ?? read[0];
      const ordered = inOrderOf(data, like) as Obj;
      return jsonText(isList(ordered) ? ordered.items : ordered);
    },
  });
  CMS.registerWidget(
    'checked',
    createClass({
      // Decap refuses to save while a field is not valid; the message is shown once, under the field (render).
      isValid(this: { props: Props }) {
        return problems(this.props).length ? { error: { message: '' } } : true;
      },
      render(this: { props: Props & { forID: string; classNameWrapper: string } }) {
        const { value = '', forID, classNameWrapper, onChange } = this.props;
        return h(
          'div',
          null,
          h('textarea', {
            id: forID,
            className: classNameWrapper,
            value,
            rows: Math.max(1, Math.ceil([...value].length / 70)),
            onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          }),
          ...problems(this.props).map(({ rule, message }) =>
            h('p', { key: rule, 'data-rule': rule, style: { color: colors.error, margin: '0.25rem 0' } }, message),
          ),
        );
      },
    }),
  );
  // Decap's own interface in the first of the reviewer's browser languages that the site has, else in the default.
  // Decap names Chinese by its script (zh_Hant, zh_Hans) and other languages by their code.
  const ours = navigator.languages.map((tag) => LANGUAGES.find((l) => tag.toLowerCase().startsWith(l.code)));
  const { language, script } = new Intl.Locale(
    (ours.find(Boolean) ?? getLanguage(DEFAULT_LANGUAGE)).htmlLang,
  ).maximize();
  CMS.init({ config: { ...__CMS_CONFIG__, locale: language === 'zh' ? `zh_${script}` : language } });
}

window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = 'decap-cms.js';
script.onload = start;
document.head.append(script);
