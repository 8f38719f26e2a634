import { type FocusEvent, type RefObject, useEffect } from 'react';

// The menu and the language dropdown are HTML popovers, and script adds only what HTML cannot do (docs/controls.md).

/**
 * Whether the browser supports popovers (Chromium 114+, Safari 17+, Firefox 125+). If not (jsdom too), the CSS lays
 * the controls out as with JavaScript off (withoutPopovers in src/styles/shared.ts) and script leaves them alone.
 */
const isPopover = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && 'hidePopover' in element;

/** Whether this browser has CSS anchor positioning (Chromium 125+, Safari 26+, Firefox 147+). */
export const supportsAnchors = () => globalThis.CSS?.supports?.('anchor-name', '--a') === true;

const isOpen = (popover: HTMLElement | null | undefined): popover is HTMLElement =>
  isPopover(popover) && popover.matches(':popover-open');

export function hidePopover(popover: HTMLElement | null | undefined): void {
  if (isOpen(popover)) popover.hidePopover();
}

/** Whether focus moved on to an element outside `inside`. A blur with no new focus is a click, which the popover's
 * light dismiss handles; Safari does not focus a clicked link, so closing on it would swallow the click. */
export const focusLeft = ({ relatedTarget }: FocusEvent, ...inside: (Element | null)[]) =>
  relatedTarget instanceof Node && !inside.some((element) => element?.contains(relatedTarget));

/** After hydration, mirrors the popover's state in its button's aria-expanded; before that, the browser does it. */
export function usePopoverState(popover: RefObject<HTMLElement>, button: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = popover.current;
    const control = button.current;
    if (!isPopover(element) || !control) return undefined;
    const sync = () => control.setAttribute('aria-expanded', String(isOpen(element)));
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [popover, button]);
}

/**
 * Without anchor positioning (Safari before 26), this places an open fixed popover where the CSS would with anchors.
 * Before hydration, the CSS's @supports rule places it instead.
 */
export function usePlacementFallback(popover: RefObject<HTMLElement>, button: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = popover.current;
    const control = button.current;
    if (!isPopover(element) || !control || supportsAnchors()) return undefined;
    const place = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const gap = rem / 4;
      const anchor = control.getBoundingClientRect();
      const { clientWidth } = document.documentElement;
      // On beforetoggle the popover is still hidden, so fall back to the width its CSS gives it.
      const width = element.offsetWidth || parseFloat(getComputedStyle(element).width) || 0;
      const right = Math.max(rem, Math.min(clientWidth - anchor.right, clientWidth - width - rem));
      element.style.top = `${anchor.bottom + gap}px`;
      element.style.right = `${right}px`;
    };
    const onBeforeToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && place();
    const onMove = () => isOpen(element) && place();
    const stop = new AbortController();
    const { signal } = stop;
    element.addEventListener('beforetoggle', onBeforeToggle, { signal });
    window.addEventListener('resize', onMove, { signal });
    window.addEventListener('scroll', onMove, { capture: true, passive: true, signal });
    return () => stop.abort();
  }, [popover, button]);
}
