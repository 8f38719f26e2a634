import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { graphql, useStaticQuery } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from './LocalizedLink';
import { ExternalLink } from './ExternalLink';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { Text } from './Text';
import { useSiteData } from '../hooks/useSiteData';
import { emailName, rightsText, socialName } from '../i18n/filled';
import { BAR_PAGES } from '../site/pages';
import { container, darkSurface, tapBox } from '../styles/shared';
import { alphas, colors, fontSizes, layout, mq, radii, space } from '../styles/theme';

const footer = css`
  ${darkSurface};
  background: ${colors.ink};
  color: ${colors.paper};
  a,
  a:hover {
    color: ${colors.paper};
  }
`;

/** Cropped mostly from the bottom, so the cut falls below the skyline, not through its reflections. */
const banner = css`
  img {
    max-height: 16rem;
    object-fit: cover;
    object-position: 50% 35%;
  }
`;

const grid = css`
  ${container};
  display: grid;
  gap: ${space.xl};
  padding-top: ${space.xxl};
  padding-bottom: ${space.xl};
  ${mq.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const heading = css`
  font-size: ${fontSizes.base};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.textSecondaryOnInk};
  margin-bottom: ${space.md};
`;

/** The brand, above its tagline: it heads nothing else, so it is no heading; apart, so it is read apart. */
const brand = css`
  margin-bottom: ${space.sm};
  font-size: ${fontSizes.lg};
  font-weight: 800;
  line-height: 1.25;
  color: ${colors.paper};
`;

const plainList = css`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
  }
`;

/** Round buttons; a new tab's shows its arrow beside the icon. Large text wraps the row. */
const iconRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  a {
    ${tapBox};
    gap: ${space.xs};
    padding: 0 ${space.sm};
    border: 1px solid ${alphas.onInkMedium};
    border-radius: ${radii.pill};
  }
  a:hover {
    background: ${alphas.onInkFaint};
  }
`;

const bottom = css`
  ${container};
  padding-bottom: ${space.lg};
  color: ${colors.textSecondaryOnInk};
  font-size: ${fontSizes.sm};
  p {
    margin: 0;
    padding-top: ${space.lg};
    border-top: 1px solid ${alphas.onInkSoft};
  }
`;

/** The year: the build's in the HTML and while hydrating (no mismatch), then the visitor's clock. */
export function CurrentYear() {
  const { buildYear } = useSiteData();
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(String(new Date().getFullYear())), []);
  return <span data-testid="footer-year">{year}</span>;
}

export function Footer() {
  const { t } = useI18next();
  const { site } = useSiteData();
  const { bannerFile } = useStaticQuery<Queries.FooterBannerQuery>(graphql`
    query FooterBanner {
      bannerFile: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "footer-banner.png" }) {
        childImageSharp {
          # Static queries cannot interpolate, so 480 and 768 repeat theme.ts's breakpoints.gutter and md.
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1200, 1600, 2400])
        }
      }
    }
  `);

  return (
    <footer css={footer}>
      {/* Decoration (alt=""): the tagline below says in words what it shows, at the foot of every page. */}
      <Picture image={bannerFile?.childImageSharp?.gatsbyImageData} alt="" css={banner} />
      <div css={grid}>
        <div>
          <div css={brand}>{site.brand}</div>
          <Text as="p" text={t('footer:tagline')} css={{ color: colors.textSecondaryOnInk, maxWidth: '28rem' }} />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Text as="h2" display text={t('footer:quickLinksTitle')} id="footer-quick-links" css={heading} />
          <ul css={plainList}>
            {BAR_PAGES.map((page) => (
              <li key={page.id}>
                <LocalizedLink to={page.path}>{t(`${page.id}:nav`)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Text as="h2" display text={t('footer:connectTitle')} css={heading} />
          <ul css={iconRow}>
            <li>
              <a href={`mailto:${site.email}`} aria-label={emailName(t, site.email)}>
                <Icon name="mail" />
              </a>
            </li>
            {site.social.map((profile) => (
              <li key={profile.network}>
                <ExternalLink href={profile.url} aria-label={socialName(t, profile.label)}>
                  <Icon name={profile.network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div css={bottom}>
        <p>
          © <CurrentYear /> {rightsText(t, site.brand)}
        </p>
      </div>
    </footer>
  );
}
