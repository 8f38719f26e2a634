import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderBodyArgs } from 'gatsby';
import { languageOfPath } from '../../src/i18n/paths';
import { previewBannerParts } from '../../src/i18n/filled';
import { valueAt } from '../../src/i18n/keys';
import { ADMIN_PATH } from '../../src/site/env';
import { colors } from '../../src/styles/theme';

type Strings = { banner: { label: string }; editor: { link: string } };
/** locales/<lng>/preview.json, read in Node while the pages are rendered. */
const stringsOf = (code: string): Strings =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', code, 'preview.json'), 'utf8'));
/** Plain CSS, as emotion does not reach outside React's root; hashed into the CSP like every inline style. */
const style = `.preview-banner{background:${colors.primaryTint};color:${colors.ink};font-size:.875rem;padding:.5rem 1rem;text-align:center;margin:0}.preview-banner a{color:${colors.primaryDark};font-weight:700}`;

/** Deploy previews: one line, outside the React root (no JS), saying what a reviewer can do: edit, or comment. */
export function addPreviewBanner({ pathname, setHeadComponents, setPreBodyComponents }: RenderBodyArgs) {
  const copy = stringsOf(languageOfPath(pathname));
  const t = (key: string, options: Record<string, string> = {}) =>
    String(valueAt(copy, key.split(':')[1])).replace(/\{\{(\w+)\}\}/g, (all, name: string) => options[name] ?? all);
  const [before, after] = previewBannerParts(t);
  setHeadComponents([<style key="preview-banner" dangerouslySetInnerHTML={{ __html: style }} />]);
  setPreBodyComponents([
    <aside key="preview-banner" aria-label={copy.banner.label}>
      <p className="preview-banner">
        {before}
        <a href={ADMIN_PATH}>{copy.editor.link}</a>
        {after}
      </p>
    </aside>,
  ]);
}
