import { type FocusEvent, useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { graphql, useStaticQuery } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from './LocalizedLink';
import { ExternalLink } from './ExternalLink';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Picture } from './Picture';
import { focusLeft, hidePopover, usePopoverState } from '../hooks/usePopover';
import { useSiteData } from '../hooks/useSiteData';
import { brandHomeName } from '../i18n/filled';
import { BAR_PAGES } from '../site/pages';
import { buttonPrimary, container, tapBox, visuallyHidden, withoutPopovers } from '../styles/shared';
import {
  colors,
  fontSizes,
  headerBottom,
  layout,
  media,
  mq,
  radii,
  scrollShades,
  shadows,
  space,
} from '../styles/theme';

const header = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${colors.paper};
  border-bottom: 1px solid ${colors.border};
  /* On short screens, and below the nav breakpoint when the menu is open in the page's flow, the bar scrolls away. */
  ${mq.short} {
    position: static;
  }
  ${withoutPopovers('position: static;', media.belowNav)}
`;

const bar = css`
  ${container};
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: ${layout.headerHeight};
  ${withoutPopovers('flex-wrap: wrap;', media.belowNav)}
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  font-weight: 800;
  font-size: ${fontSizes.md};
  color: ${colors.ink};
  text-decoration: none;
  &:hover {
    color: ${colors.ink};
  }
  picture {
    flex: none;
  }
  /* With large text on a phone only the mark shows (the link's name is still the brand), so the bar stays one line. */
  ${mq.largeTextPhone} {
    & > span {
      display: none;
    }
  }
`;

/** The button keeps one name; CSS swaps its icon by the menu's state (its next sibling), even without script. */
const toggle = css`
  ${tapBox};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.paper};
  color: ${colors.ink};
  cursor: pointer;
  ${mq.nav} {
    display: none;
  }
  & > [data-menu='open'] {
    display: none;
  }
  &:has(+ :popover-open) > [data-menu='closed'] {
    display: none;
  }
  &:has(+ :popover-open) > [data-menu='open'] {
    display: block;
  }
  ${withoutPopovers('display: none;', media.belowNav)}
`;

/** A popover (docs/controls.md), shown as a sheet under the bar below the nav breakpoint and inline from it up. Both
 * layouts undo the browser's default popover box (fixed, centred, bordered, system colours). */
const panel = css`
  width: auto;
  margin: 0;
  border: 0;
  color: inherit;
  ${mq.belowNav} {
    position: fixed;
    inset: auto 0;
    /* Placed at the sticky bar's height rather than anchored to the bar, because Firefox pushes a fixed box anchored
       inside a sticky one down by the scroll distance, off the screen. */
    top: ${headerBottom};
    padding: ${space.md} ${space.md} ${space.lg};
    /* Shaded where more links wait below or above, as at 400 % zoom. */
    background: ${scrollShades(colors.paper)};
    border-bottom: 1px solid ${colors.border};
    box-shadow: ${shadows.panel};
    /* A tall menu (zoomed text) scrolls instead of running off the screen under the sticky bar. */
    max-height: calc(100dvh - ${headerBottom});
    overflow-y: auto;
    scroll-padding-block: ${space.sm};
  }
  /* Where nothing would close the menu when focus moves on, it sits in the page's flow so it covers nothing. */
  ${withoutPopovers(
    css`
      display: block;
      position: static;
      flex-basis: 100%;
      max-height: none;
      padding: 0 0 ${space.md};
      border: 0;
      box-shadow: none;
    `,
    media.belowNav,
  )}
  ${mq.nav} {
    display: flex;
    align-items: center;
    gap: ${space.lg};
    position: static;
    height: auto;
    padding: 0;
    background: none;
    overflow: visible;
  }
`;

const links = css`
  display: flex;
  flex-direction: column;
  ${mq.nav} {
    flex-flow: row wrap;
    gap: ${space.xs};
    /* A label too long for the bar (larger or spaced-out text) moves whole to a new line and never breaks inside. */
    a {
      white-space: nowrap;
    }
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
    color: ${colors.primaryStrong};
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: ${colors.primaryStrong};
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.md};
  ${mq.nav} {
    margin-top: 0;
  }
`;

export function NavBar() {
  const { t } = useI18next();
  const { site } = useSiteData();
  const { file } = useStaticQuery<Queries.BrandMarkQuery>(graphql`
    query BrandMark {
      file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "brand-mark.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 36, height: 36)
        }
      }
    }
  `);
  const menu = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  usePopoverState(menu, toggleButton);
  // Client-side navigation keeps the page and its open menu in place, so choosing a link closes the menu.
  const close = () => hidePopover(menu.current);
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // When the window widens to the nav breakpoint, the bar shows its links inline, so the sheet closes.
    const wide = window.matchMedia(media.nav);
    wide.onchange = () => wide.matches && hidePopover(menu.current);
    // Larger text makes the header taller, so its real height is kept for the sheet, the list and scroll clearance.
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) =>
      root.setProperty('--header-height', `${entry.target.getBoundingClientRect().height}px`),
    );
    observer.observe(headerRef.current!);
    return () => {
      wide.onchange = null;
      observer.disconnect();
    };
  }, []);
  // Tabbing out of the open sheet closes it.
  const onBlur = (event: FocusEvent) => focusLeft(event, menu.current, toggleButton.current) && close();

  return (
    <header ref={headerRef} css={header}>
      <nav css={bar} aria-label={t('nav:primary')}>
        <LocalizedLink to="/" css={brand} aria-label={brandHomeName(t, site.brand)} onClick={close}>
          {/* Decorative, since the brand name beside it is the link's text. */}
          <Picture image={file?.childImageSharp?.gatsbyImageData} alt="" eager />
          <span aria-hidden="true">{site.brand}</span>
        </LocalizedLink>
        {/* The browser derives the button's expanded state from the popover; Escape and outside clicks close it. */}
        <button ref={toggleButton} type="button" css={toggle} popovertarget="site-menu" aria-controls="site-menu">
          <span data-menu="closed">
            <Icon name="menu" />
          </span>
          <span data-menu="open">
            <Icon name="close" />
          </span>
          <span css={visuallyHidden}>{t('nav:menu')}</span>
        </button>
        <div ref={menu} id="site-menu" popover="auto" css={panel} onBlur={onBlur}>
          <ul css={links}>
            {/* Gatsby's Link marks the current page with aria-current="page". */}
            {BAR_PAGES.map((page) => (
              <li key={page.id}>
                <LocalizedLink to={page.path} onClick={close}>
                  {t(`${page.id}:nav`)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <ExternalLink href={site.links.course} onClick={close}>
                {t('nav:courses')}
              </ExternalLink>
            </li>
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
