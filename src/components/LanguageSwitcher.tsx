import { useId, useRef, type FocusEvent, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { Link, navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Flag } from './Flag';
import { Icon } from './Icon';
import { focusLeft, hidePopover, usePopoverState } from '../hooks/usePopover';
import { LANGUAGES, type LanguageCode, getLanguage } from '../i18n/languages';
import { languageButtonName, languageHome } from '../i18n/filled';
import { isNotFoundPath, localizePath, pickLanguageHref } from '../i18n/paths';
import { rememberLanguage } from '../i18n/detect';
import { tapBox, withoutPopovers } from '../styles/shared';
import { colors, headerBottom, layout, media, mq, radii, shadows, space } from '../styles/theme';

const button = css`
  ${tapBox};
  gap: ${space.sm};
  padding: 0 ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.paper};
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
  svg {
    flex: none;
  }
`;

/** The bar's dropdown. Its list sits in the top layer, not in this box, and anchor positioning places it here. */
const switcher = css`
  position: relative;
  flex: none;
  anchor-name: --language-switcher;
  ${mq.belowNav} {
    display: none;
  }
  ${withoutPopovers('display: none;')}
`;

/** The menu's row of language links. The bar shows it too where nothing could close the dropdown (withoutPopovers). */
const sheetList = css`
  display: flex;
  flex-wrap: wrap;
  flex-basis: 100%;
  gap: ${space.xs};
  ${mq.nav} {
    display: none;
  }
  ${withoutPopovers('display: flex;')}
  /* In the bar, it lists only the other languages, since the page is already in this one. */
  ${withoutPopovers(
    css`
      flex-basis: auto;
      li:has([data-here]) {
        display: none;
      }
    `,
    media.nav,
  )}
`;

/** The list's width fits its longest name and flag, with room for WCAG 1.4.12 text spacing. */
const LIST_WIDTH = '15rem';

/**
 * A popover (docs/controls.md), right-aligned under the button by anchor positioning and kept on the screen. Its top
 * is the header's real height, because Firefox pushes a fixed box anchored inside a sticky one down by the scroll.
 * Without anchor positioning (Safari before 26), the @supports rule places it where the button ends the bar, which
 * it always does from the nav breakpoint up, where the dropdown shows.
 */
const list = css`
  position: fixed;
  inset: auto;
  top: ${headerBottom};
  right: clamp(${space.md}, anchor(--language-switcher right), calc(100% - ${LIST_WIDTH} - ${space.md}));
  width: ${LIST_WIDTH};
  max-width: calc(100% - 2 * ${space.md});
  margin: 0;
  padding: ${space.xs};
  overflow: visible;
  color: inherit;
  background: ${colors.paper};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popup};
  @supports not (anchor-name: --language-switcher) {
    /* Line it up with the button at the end of the bar. */
    right: calc(max(0px, (100% - ${layout.maxWidth}) / 2) + ${space.lg});
  }
`;

const option = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  padding: 0 ${space.md};
  border-radius: ${radii.sm};
  color: ${colors.ink};
  text-decoration: none;
  &:hover {
    background: ${colors.paperShaded};
    color: ${colors.ink};
  }
  &[aria-current='true'] {
    font-weight: 700;
    color: ${colors.primaryStrong};
  }
`;

/**
 * Links to this page in each language, as a dropdown in the bar and a list in the menu (docs/controls.md). Each link
 * carries ?lng= so that a plain navigation keeps the choice (pickLanguageHref); script navigates on the client.
 */
export function LanguageSwitcher({ onPick }: { onPick?: () => void }) {
  const { t, i18n, language, originalPath } = useI18next();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  usePopoverState(listRef, buttonRef);
  const listId = useId();
  const current = getLanguage(language);
  // A 404 page is shown at whatever path was missing, so each option leads to that language's home page instead and
  // says so in its own language (the 404 query loads every language's strings). No option is marked current.
  const notFound = isNotFoundPath(originalPath);
  const path = notFound ? '/' : originalPath;

  const pick = (event: MouseEvent<HTMLAnchorElement>, code: LanguageCode) => {
    rememberLanguage(code);
    hidePopover(listRef.current);
    onPick?.();
    // A modified click opens a tab or window, so let the link do that.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    // Navigate on the client without ?lng=, because only the head script removes it and client navigation skips it.
    event.preventDefault();
    void navigate(localizePath(path, code));
  };

  // Tabbing out closes the list.
  const onBlur = (event: FocusEvent) => focusLeft(event, rootRef.current) && hidePopover(listRef.current);

  const options = LANGUAGES.map((lng) => (
    <li key={lng.code}>
      <Link
        to={pickLanguageHref(path, lng.code)}
        css={option}
        lang={lng.htmlLang}
        hrefLang={lng.htmlLang}
        data-here={lng.code === current.code || undefined}
        aria-current={lng.code === current.code && !notFound ? 'true' : undefined}
        aria-label={notFound ? languageHome(i18n.getFixedT(lng.code), lng.code) : undefined}
        onClick={(event) => pick(event, lng.code)}
      >
        <Flag flag={lng.flag} />
        <span>{lng.name}</span>
      </Link>
    </li>
  ));

  return (
    <>
      <div ref={rootRef} css={switcher} onBlur={onBlur}>
        {/* The browser derives the button's expanded state from the popover; Escape and outside clicks close it. */}
        <button
          ref={buttonRef}
          type="button"
          css={button}
          popovertarget={listId}
          aria-controls={listId}
          aria-label={languageButtonName(t, current.code)}
        >
          <Flag flag={current.flag} />
          <span aria-hidden="true">{current.label}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        <ul ref={listRef} id={listId} popover="auto" css={list}>
          {options}
        </ul>
      </div>
      <ul css={sheetList} aria-label={t('nav:language.list')}>
        {options}
      </ul>
    </>
  );
}
