import { type RefObject, useEffect } from 'react';

/**
 * The menu and the language dropdown are HTML popovers (docs/controls.md): the browser opens and
 * closes them from the first paint, with or without JavaScript. Script adds only what HTML cannot, with these two.
 */

/** Closes a popover if it is open (where popovers are unknown, as in jsdom, there is nothing to close). */
export function hidePopover(popover: HTMLElement | null | undefined): void {
  if (typeof popover?.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
}

/**
 * Focus back on the popover's button when the popover closes with focus inside it and the browser does not move it
 * there itself, as Chromium does not for a popover nested in another (the dropdown inside the open mobile menu).
 */
export function useFocusReturn(popover: RefObject<HTMLElement>, button: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = popover.current;
    if (!element) return undefined;
    let hadFocus = false;
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') hadFocus = element.contains(document.activeElement);
    };
    const onToggle = (event: Event) => {
      // Still inside the hidden popover (Chromium lets go of it at the next frame), or already on the page's body.
      const { activeElement } = document;
      const lost = !activeElement || activeElement === document.body || element.contains(activeElement);
      if ((event as ToggleEvent).newState === 'closed' && hadFocus && lost) button.current?.focus();
      hadFocus = false;
    };
    element.addEventListener('beforetoggle', beforeToggle);
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('beforetoggle', beforeToggle);
      element.removeEventListener('toggle', onToggle);
    };
  }, [popover, button]);
}
