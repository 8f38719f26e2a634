import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { Link } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { Flag } from './Flag';
import { Icon } from './Icon';
import { LANGUAGES, getLanguage, languageButtonName } from '../i18n/languages';
import { isNotFoundPath, localizePath, stripLanguagePrefix } from '../i18n/paths';
import { rememberLanguage } from '../i18n/storage';
import { colors, layout, mq, radii, shadows, space } from '../styles/theme';

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
    border-color: ${colors.brand};
  }
  svg {
    flex: none;
  }
`;

const list = css`
  position: absolute;
  right: 0;
  top: calc(100% + ${space.xs});
  z-index: 20;
  min-width: 13rem;
  padding: ${space.xs};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popup};
  ${mq.belowMd} {
    /* The mobile menu scrolls, so it would cut off a list below its last row: there the list opens upward. */
    top: auto;
    bottom: calc(100% + ${space.xs});
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
    color: ${colors.brandDark};
  }
`;

/** The language dropdown (spec §4): a WAI-ARIA disclosure of links to this page in each language. */
export function LanguageSwitcher({ onPick }: { onPick?: () => void }) {
  const { t, language, originalPath } = useI18next();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = getLanguage(language);
  // A 404 page is shown at whatever path was missing: offer that path in each language, not the 404 file's.
  // Read after mounting, so the markup hydrates as it was built.
  const [missingPath, setMissingPath] = useState<string | null>(null);
  useEffect(() => {
    setMissingPath(isNotFoundPath(originalPath) ? stripLanguagePrefix(window.location.pathname) : null);
  }, [originalPath]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    // Tabbing out closes it. A blur with no new focus is left alone: Safari does not focus a clicked link,
    // so closing then would swallow the click on an option (outside clicks: the pointerdown listener).
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    // Escape and focus leaving are handled for the button and links inside together.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} css={{ position: 'relative' }} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        css={button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={languageButtonName(t, current.code)}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag flag={current.flag} label={t(current.code === 'zh' ? 'nav:language.flagZh' : 'nav:language.flagEn')} />
        <span aria-hidden="true">{current.label}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} css={list} hidden={!open}>
        {LANGUAGES.map((lng) => {
          const props = {
            css: option,
            lang: lng.htmlLang,
            hrefLang: lng.htmlLang,
            'aria-current': lng.code === current.code ? ('true' as const) : undefined,
            onClick: () => {
              rememberLanguage(lng.code);
              setOpen(false);
              onPick?.();
            },
            children: (
              <>
                <Flag flag={lng.flag} />
                <span>{t(`nav:language.${lng.code}`)}</span>
              </>
            ),
          };
          return (
            <li key={lng.code}>
              {missingPath === null ? (
                <Link to={localizePath(originalPath, lng.code)} {...props} />
              ) : (
                // No client-side route for a missing path: a plain link, no prefetch of page data that is not there.
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- children are in props
                <a href={localizePath(missingPath, lng.code)} {...props} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
