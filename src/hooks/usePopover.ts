import { type FocusEvent, type RefObject, useEffect } from 'react';

// The menu and the language dropdown are HTML popovers, and script adds only what HTML cannot do (docs/controls.md).

/**
 * Whether the browser supports popovers (Chromium 114+, Safari 17+, Firefox 125+). If not (jsdom too), the CSS lays
 * the controls out as with JavaScript off (withoutPopovers in src/styles/shared.ts) and script leaves them alone.
 */
const isPopover = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && 'hidePopover' in element;

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
