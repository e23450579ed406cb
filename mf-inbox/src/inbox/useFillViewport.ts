import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable holding where the element starts on the page, in px. */
export const TOP_VARIABLE = '--inbox-top';

/**
 * Keeps the element's distance from the top of the page in `--inbox-top`, so on wide screens the
 * inbox can fill the rest of the window (the list and the transcript scroll inside it, the message
 * box stays in view). The heading above it wraps differently with the window's width: measured again
 * on every resize.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty(TOP_VARIABLE, `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
}
