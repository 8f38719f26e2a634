import type { RenderBodyArgs } from 'gatsby';
import { languageOfPath } from '../../src/i18n/paths';
import { previewBannerParts } from '../../src/i18n/filled';
import { localeT } from '../../src/i18n/localeFiles';
import { ADMIN_PATH } from '../../src/site/env';
import { colors } from '../../src/styles/theme';

/** Plain CSS, as emotion does not reach outside React's root; hashed into the CSP like every inline style. */
const style = `.preview-banner{background:${colors.primaryTint};color:${colors.ink};font-size:.875rem;padding:.5rem 1rem;text-align:center;margin:0}.preview-banner a{color:${colors.primaryStrong};font-weight:700}`;

/** Deploy previews: one line, outside the React root (no JS), saying what a reviewer can do: edit, or comment. */
export function addPreviewBanner({ pathname, setHeadComponents, setPreBodyComponents }: RenderBodyArgs) {
  const t = localeT(languageOfPath(pathname));
  const [before, after] = previewBannerParts(t);
  setHeadComponents([<style key="preview-banner" dangerouslySetInnerHTML={{ __html: style }} />]);
  setPreBodyComponents([
    <aside key="preview-banner" aria-label={t('preview:banner.label')}>
      <p className="preview-banner">
        {before}
        <a href={ADMIN_PATH}>{t('preview:editor.link')}</a>
        {after}
      </p>
    </aside>,
  ]);
}
