import { type RefObject, useEffect } from 'react';

// The menu and the language dropdown are HTML popovers; script adds only what HTML cannot (docs/controls.md).

/** Whether this browser has popovers (Chromium 114+, Safari 17+, Firefox 125+); jsdom has none. */
export const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/** Whether this browser has CSS anchor positioning (Chromium 125+, Safari 26+, Firefox 147+). */
export const supportsAnchors = () => globalThis.CSS?.supports?.('anchor-name', '--a') === true;

/** Where popovers are unknown, the open state the fallback keeps (and GlobalStyles shows). */
const FALLBACK_OPEN = 'data-open';

const isOpen = (popover: HTMLElement) =>
  supportsPopover() ? popover.matches(':popover-open') : popover.hasAttribute(FALLBACK_OPEN);

function setFallbackOpen(popover: HTMLElement, open: boolean): void {
  popover.toggleAttribute(FALLBACK_OPEN, open);
  document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`)?.setAttribute('aria-expanded', String(open));
}

export function hidePopover(popover: HTMLElement | null | undefined): void {
  if (!popover || !isOpen(popover)) return;
  if (supportsPopover()) popover.hidePopover();
  else setFallbackOpen(popover, false);
}

/**
 * Writes the popover's state on its button as aria-expanded once hydrated (before, the browser maps it). Browsers
 * without popovers (Safari before 17, Firefox before 125) ignore popovertarget: this opens and closes it instead.
 */
export function usePopoverState(popover: RefObject<HTMLElement>, button: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = popover.current;
    const control = button.current;
    if (!element || !control) return undefined;
    if (supportsPopover()) {
      const sync = () => control.setAttribute('aria-expanded', String(element.matches(':popover-open')));
      sync();
      element.addEventListener('toggle', sync);
      return () => element.removeEventListener('toggle', sync);
    }
    setFallbackOpen(element, false);
    const onButton = () => setFallbackOpen(element, !element.hasAttribute(FALLBACK_OPEN));
    // On pointerdown, as the browser's light dismiss does: iOS sends no click for a tap on an element that does not
    // handle one (the menu sheet's background), so a click listener would leave the popover open.
    const onOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (element.hasAttribute(FALLBACK_OPEN) && !element.contains(target) && !control.contains(target))
        setFallbackOpen(element, false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.hasAttribute(FALLBACK_OPEN)) return;
      // The innermost first, as the browser does: the language list before the menu it sits in.
      if (element.querySelector(`[${FALLBACK_OPEN}]`)) return;
      setFallbackOpen(element, false);
      control.focus();
      event.stopImmediatePropagation(); // one Escape, one popover
    };
    const stop = new AbortController();
    const { signal } = stop;
    control.addEventListener('click', onButton, { signal });
    document.addEventListener('pointerdown', onOutside, { signal });
    document.addEventListener('keydown', onKey, { signal });
    return () => stop.abort();
  }, [popover, button]);
}

/**
 * Without anchor positioning (Safari before 26) or popovers (the fallback's list is not in the top layer), places an
 * open fixed popover as the CSS does with anchors. Before hydration the CSS's @supports rule places it.
 */
export function usePlacementFallback(popover: RefObject<HTMLElement>, button: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = popover.current;
    const control = button.current;
    if (!element || !control || (supportsAnchors() && supportsPopover())) return undefined;
    const place = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const gap = rem / 4;
      const anchor = control.getBoundingClientRect();
      const { clientWidth } = document.documentElement;
      // Still hidden on beforetoggle: the width its CSS gives it.
      const width = element.offsetWidth || parseFloat(getComputedStyle(element).width) || 0;
      const right = Math.max(rem, Math.min(clientWidth - anchor.right, clientWidth - width - rem));
      element.style.top = `${anchor.bottom + gap}px`;
      element.style.right = `${right}px`;
    };
    const onBeforeToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && place();
    // Also on the button's click, where the fallback opens it (usePopoverState, whose listener comes first).
    const onMove = () => isOpen(element) && place();
    const stop = new AbortController();
    const { signal } = stop;
    element.addEventListener('beforetoggle', onBeforeToggle, { signal });
    control.addEventListener('click', onMove, { signal });
    window.addEventListener('resize', onMove, { signal });
    window.addEventListener('scroll', onMove, { capture: true, passive: true, signal });
    return () => stop.abort();
  }, [popover, button]);
}
