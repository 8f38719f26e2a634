import { useState } from 'react';
import { css } from '@emotion/react';
import { graphql, useStaticQuery } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from './LocalizedLink';
import { ExternalLink } from './ExternalLink';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Picture } from './Picture';
import { resolveExternalHref, useSiteData } from '../hooks/useSiteData';
import { buttonPrimary, container } from '../styles/shared';
import { alphas, colors, layout, mq, radii, shadows, space } from '../styles/theme';

const header = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${alphas.surface97};
  border-bottom: 1px solid ${colors.border};
`;

const bar = css`
  ${container};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: ${layout.headerHeight};
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  font-weight: 800;
  font-size: 1.125rem;
  color: ${colors.ink};
  text-decoration: none;
  &:hover {
    color: ${colors.ink};
  }
  picture {
    flex: none;
  }
`;

/** The mobile menu button (spec §4): shown below the md breakpoint only. */
const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${layout.tapTarget};
  height: ${layout.tapTarget};
  margin-left: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`;

/** Below md the panel is a drop-down sheet that the toggle opens; from md up it is inline. */
const panel = css`
  ${mq.belowMd} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: ${space.md} ${space.md} ${space.lg};
    background: ${colors.surface};
    border-bottom: 1px solid ${colors.border};
    box-shadow: ${shadows.panel};
    /* A tall menu (zoomed text) scrolls instead of running off the screen under the sticky bar. */
    max-height: calc(100dvh - ${layout.headerHeight});
    overflow-y: auto;
    &[data-open='false'] {
      display: none;
    }
  }
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${space.lg};
  }
`;

const links = css`
  display: flex;
  flex-direction: column;
  ${mq.md} {
    flex-direction: row;
    gap: ${space.xs};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    padding: 0 ${space.sm};
    color: ${colors.ink};
    font-weight: 500;
    text-decoration: none;
    border-radius: ${radii.sm};
  }
  a:hover {
    color: ${colors.brandDark};
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: ${colors.brandDark};
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.md};
  ${mq.md} {
    margin-top: 0;
  }
`;

export function NavBar() {
  const { t } = useI18next();
  const { site, navigation } = useSiteData();
  const { file } = useStaticQuery<Queries.BrandMarkQuery>(graphql`
    query BrandMark {
      file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "brand-mark.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 36, height: 36)
        }
      }
    }
  `);
  const brandMark = file?.childImageSharp?.gatsbyImageData;
  if (!brandMark) throw new Error('src/images/brand-mark.png is missing (run npx tsx tools/make-images.ts).');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header css={header}>
      <nav css={[bar, { position: 'relative' }]} aria-label={t('nav:primary')}>
        <LocalizedLink to="/" css={brand} aria-label={t('nav:brandHome', { brand: site.brand })} onClick={close}>
          {/* Decorative: the brand name beside it is the link's text. */}
          <Picture image={brandMark} alt="" eager />
          <span aria-hidden="true">{site.brand}</span>
        </LocalizedLink>
        <button
          id="site-menu-toggle"
          type="button"
          css={toggle}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={t(menuOpen ? 'nav:menuClose' : 'nav:menuOpen')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        {/* Escape from any control in the open menu closes it. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          id="site-menu"
          css={panel}
          data-open={menuOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              close();
              document.getElementById('site-menu-toggle')?.focus();
            }
          }}
        >
          <ul css={links}>
            {navigation.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <ExternalLink href={resolveExternalHref(site, item.href)} onClick={close}>
                    {t(`nav:${item.key}`)}
                  </ExternalLink>
                ) : (
                  // Gatsby's Link marks the current page with aria-current="page".
                  <LocalizedLink to={item.href} onClick={close}>
                    {t(`nav:${item.key}`)}
                  </LocalizedLink>
                )}
              </li>
            ))}
          </ul>
          <div css={actions}>
            <ExternalLink href={site.links.dataJob} css={buttonPrimary} onClick={close}>
              {t('nav:getDataJob')}
            </ExternalLink>
            <LanguageSwitcher onPick={close} />
          </div>
        </div>
      </nav>
    </header>
  );
}
