/**
 * The editor's own script (bundled by build.ts): loads Decap CMS, registers the JSON format and the checked text
 * field, and starts it with the generated configuration, its interface in Chinese for a Chinese browser.
 */
import terminology from '../content/terminology.json';
import allowList from '../content/untranslatedAllowList.json';
import { jsonText, textProblems } from '../content/rules';
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

/** A data/ file whose root is a list: Decap edits objects, so it sees { items: [...] } (fromFile, toFile below). */
const isList = (data: Record<string, unknown>) => Object.keys(data).length === 1 && Array.isArray(data.items);

function problems({ field, value }: Props) {
  const key = String(field.get('key'));
  // The reference language's text, as the build read it (config.ts).
  const original = field.get('original');
  return textProblems(
    String(field.get('file')),
    key,
    value ?? '',
    typeof original === 'string' ? original : undefined,
    {
      terminology,
      allowList,
    },
  );
}

function start() {
  const { CMS, h, createClass } = window;
  CMS.registerCustomFormat('site-json', 'json', {
    fromFile: (text: string) => {
      const value = JSON.parse(text);
      return Array.isArray(value) ? { items: value } : value;
    },
    // Two-space indents and invisible characters as escapes, as the content check wants them.
    toFile: (data: Record<string, unknown>) => jsonText(isList(data) ? data.items : data),
  });
  CMS.registerWidget(
    'checked',
    createClass({
      // Decap refuses to save while a field is not valid, and shows the message under it.
      isValid(this: { props: Props }) {
        const [first] = problems(this.props);
        return first ? { error: { message: `[${first.rule}] ${first.message}` } } : true;
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
            h(
              'p',
              { key: rule, 'data-rule': rule, style: { color: colors.accentDark, margin: '0.25rem 0' } },
              `[${rule}] ${message}`,
            ),
          ),
        );
      },
    }),
  );
  const locale = navigator.languages.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh_Hant' : 'en';
  CMS.init({ config: { ...__CMS_CONFIG__, locale } });
}

window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = 'decap-cms.js';
script.onload = start;
document.head.append(script);
