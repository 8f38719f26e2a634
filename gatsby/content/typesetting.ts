// The house style's typesetting and terms, for rules.ts (docs/content-check.md).
import type { Flag, Lists } from './rules';

/** `han`: only in text with a Chinese character. */
const HAN = String.raw`\p{Script=Han}`;
const TYPESETTING: { rule: string; pattern: RegExp; fix: string; han?: true }[] = [
  {
    rule: 'han-digit-space',
    pattern: new RegExp(`${HAN} +\\d|\\d +${HAN}`, 'u'),
    fix: 'a space between a Chinese character and a digit: write them together (4年以上, 12星期)',
    han: true,
  },
  {
    rule: 'half-width-punctuation',
    pattern: new RegExp(`${HAN} *[(),:;!?]|[(),:;!?] *${HAN}`, 'u'),
    fix: 'half-width punctuation beside Chinese text: use the full-width form （ ） ， ： ； ！ ？',
    han: true,
  },
  {
    rule: 'space-by-full-width',
    pattern: /[ \u00a0]+[（），。：；！？、「」]|[（），。：；！？、「」][ \u00a0]+/u,
    fix: 'a space beside full-width punctuation, which carries its own spacing: take the space out (LinkedIn（…）, 。Next)',
    han: true,
  },
  {
    rule: 'enumeration-comma',
    // 、 then a conjunction (not a word such as 和平, 並購, 及時) or punctuation, or 、 at the end.
    pattern: /、 *(?:(?:而|但|並|和|及|或)(?!平|諧|購|行|時)|[，。；：！？、]|$)/u,
    fix: '、 where no list item follows (before 而, 但, 並, 和, 及, 或, punctuation or the end): 、 joins list items only; write ， or nothing',
    han: true,
  },
  {
    // The site sets ’ ‘ ’ “ ” (docs/copy-review.md).
    rule: 'straight-quote',
    pattern: /['"]/,
    fix: 'a straight \' or " in copy: write ’ for an apostrophe, ‘…’ or “…” for quotation marks (「…」 in Chinese)',
  },
];

/** `plain`: the text with its addresses and {{placeholders}} as U+FFFC (rules.ts), so a half-width character inside
 * them, or between Latin words and digits, is left alone. */
export function checkTypesetting(plain: string, flag: Flag) {
  const han = new RegExp(HAN, 'u').test(plain);
  for (const { rule, pattern, fix } of TYPESETTING.filter((t) => han || !t.han)) {
    const match = pattern.exec(plain);
    const around = match && plain.slice(Math.max(0, match.index - 2), match.index + match[0].length + 2);
    if (around) flag(rule, `at ${JSON.stringify(around.replace(/\uFFFC/g, '…'))}: ${fix}`);
  }
}

/** Terms the terminology says to avoid in a language. */
export function checkTerms(text: string, terms: Lists['terminology'][string] | undefined, flag: Flag) {
  // A Latin term is a whole word ("our team" is not in "your team"); a Han term is found anywhere.
  const has = (term: string) =>
    /[a-z]/i.test(term)
      ? new RegExp(`(?<![A-Za-z])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'u').test(text)
      : text.includes(term);
  for (const { idea, use, avoid, why } of terms ?? [])
    for (const term of avoid.filter(has))
      flag('terminology', `uses "${term}" for ${idea}: write "${use}"${why ? ` (${why})` : ''}`);
}
