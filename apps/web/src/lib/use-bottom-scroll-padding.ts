import { type RefObject, useEffect } from 'react';

/**
 * Keeps the page's bottom scroll padding as tall as a bar stuck to the bottom of the screen,
 * so whatever the browser scrolls into view (the next field on Tab, a find-in-page hit) stops
 * above the bar instead of under it. The bar grows with its note and with the text size; a
 * ResizeObserver hears each change after layout, so no render forces a layout of the page to
 * measure it, and the page's style changes only when the height does.
 */
export function useBottomScrollPadding(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
