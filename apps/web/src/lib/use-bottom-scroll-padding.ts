import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the page's bottom scroll padding as tall as a bar stuck to the bottom of the screen,
 * so whatever the browser scrolls into view (the next field on Tab, a find-in-page hit) stops
 * above the bar instead of under it. Measured on every render and resize: the bar grows with
 * its note and with the text size.
 */
export function useBottomScrollPadding(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      const height = bar.current?.offsetHeight ?? 0;
      root.style.setProperty('scroll-padding-bottom', `${height}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
    };
  });
}
