import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { Link, navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Flag } from './Flag';
import { Icon } from './Icon';
import { hidePopover, useFocusReturn, usePlacementFallback, usePopoverFallback } from '../hooks/usePopover';
import { LANGUAGES, type LanguageCode, getLanguage, languageButtonName } from '../i18n/languages';
import { isNotFoundPath, localizePath, pickLanguageHref, stripLanguagePrefix } from '../i18n/paths';
import { rememberLanguage } from '../i18n/storage';
import { breakpoints, colors, layout, mq, radii, shadows, space } from '../styles/theme';

/** Where the list opens upward (the mobile menu's last row), as mq.belowNav says in CSS. */
const BELOW_NAV = `(max-width: ${breakpoints.nav - 0.02}px)`;

const button = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  min-width: ${layout.tapTarget};
  padding: 0 ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
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

/** The list is placed against this box (anchor positioning): it sits in the top layer, not inside it. */
const switcher = css`
  position: relative;
  /* Its own width in the menu's row of actions (a narrow phone puts it on a line of its own), never wider. */
  flex: none;
  max-width: 100%;
  anchor-name: --language-switcher;
`;

/** The list's width: its longest name and flag, and never wider than a 320 px screen less its margins. */
const LIST_WIDTH = '13rem';

/**
 * A popover (docs/controls.md), in the top layer: the browser's own box (centred, bordered, system colours) undone;
 * beside the button (anchor positioning), right edges aligned but never past either edge of the screen: a button near
 * the left edge (a 320 px phone puts it on a line of its own) gets the list's left edge a margin from the screen's.
 * In the bar it hangs from the bar's height, not from the button's bottom: Firefox places a fixed box anchored inside
 * a sticky one (the header) as far down as the page has scrolled, off the screen.
 * Where anchor positioning is unknown, the @supports rule places it until React has hydrated; from then on
 * usePlacementFallback (src/hooks/usePopover.ts) puts it beside the button as anchor positioning does.
 */
const list = css`
  position: fixed;
  inset: auto;
  top: ${layout.headerHeight};
  right: clamp(${space.md}, anchor(--language-switcher right), calc(100% - ${LIST_WIDTH} - ${space.md}));
  width: ${LIST_WIDTH};
  max-width: calc(100% - 2 * ${space.md});
  margin: 0;
  padding: ${space.xs};
  overflow: visible;
  color: inherit;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popup};
  ${mq.belowNav} {
    /* The last row of the mobile menu: the list opens upward, over the menu. */
    top: auto;
    bottom: calc(anchor(--language-switcher top) + ${space.xs});
  }
  @supports not (anchor-name: --language-switcher) {
    /* Where the button ends the bar; in the mobile menu, at its top, under the bar. */
    right: calc(max(0px, (100% - ${layout.maxWidth}) / 2) + ${space.lg});
    ${mq.belowNav} {
      top: calc(${layout.headerHeight} + ${space.sm});
      bottom: auto;
      right: ${space.md};
    }
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
    background: ${colors.surfaceAlt};
    color: ${colors.ink};
  }
  &[aria-current='true'] {
    font-weight: 700;
    color: ${colors.primaryDark};
  }
`;

/**
 * The language dropdown: a button and a popover list of links to this page in each language. The browser
 * opens and closes it, from the first paint and with no JavaScript; each link carries ?lng= so that a plain
 * navigation keeps the pick (pickLanguageHref). Script adds the rest: a pick navigates on the client and is cached,
 * tabbing out closes the list, focus returns to the button.
 */
export function LanguageSwitcher({ onPick }: { onPick?: () => void }) {
  const { t, language, originalPath } = useI18next();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useFocusReturn(listRef, buttonRef);
  usePopoverFallback(listRef, buttonRef);
  usePlacementFallback(listRef, buttonRef, { above: BELOW_NAV });
  const listId = useId();
  const current = getLanguage(language);
  // A 404 page is shown at whatever path was missing: offer that path in each language, not the 404 file's.
  // Read after mounting, so the markup hydrates as it was built.
  const [missingPath, setMissingPath] = useState<string | null>(null);
  useEffect(() => {
    setMissingPath(isNotFoundPath(originalPath) ? stripLanguagePrefix(window.location.pathname) : null);
  }, [originalPath]);

  const pick = (event: MouseEvent<HTMLAnchorElement>, code: LanguageCode) => {
    rememberLanguage(code);
    hidePopover(listRef.current);
    onPick?.();
    // A missing path has no client-side route, and a modified click opens a tab or window: the link goes as it is.
    if (missingPath !== null || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    // On the client, without ?lng=: only the head script removes it, and a client-side navigation does not run it.
    event.preventDefault();
    void navigate(localizePath(originalPath, code));
  };

  const onBlur = (event: FocusEvent) => {
    // Tabbing out closes it. A blur with no new focus is left alone: Safari does not focus a clicked link,
    // so closing then would swallow the click on an option (outside clicks: the popover's light dismiss).
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) hidePopover(listRef.current);
  };

  return (
    <div ref={rootRef} css={switcher} onBlur={onBlur}>
      {/* The browser exposes the button's expanded state from the popover's; Escape and outside clicks close it. */}
      <button
        ref={buttonRef}
        type="button"
        css={button}
        popovertarget={listId}
        aria-controls={listId}
        aria-label={languageButtonName(t, current.code)}
      >
        <Flag flag={current.flag} label={t(`nav:language.flag${current.flag.toUpperCase()}`)} />
        <span aria-hidden="true">{current.label}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul ref={listRef} id={listId} popover="auto" css={list}>
        {LANGUAGES.map((lng) => {
          const href = pickLanguageHref(missingPath ?? originalPath, lng.code);
          const props = {
            css: option,
            lang: lng.htmlLang,
            hrefLang: lng.htmlLang,
            'aria-current': lng.code === current.code ? ('true' as const) : undefined,
            onClick: (event: MouseEvent<HTMLAnchorElement>) => pick(event, lng.code),
            children: (
              <>
                <Flag flag={lng.flag} />
                <span>{lng.name}</span>
              </>
            ),
          };
          return (
            <li key={lng.code}>
              {missingPath === null ? (
                <Link to={href} {...props} />
              ) : (
                // No client-side route for a missing path: a plain link, no prefetch of page data that is not there.
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- children are in props
                <a href={href} {...props} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
