import { useLayoutEffect } from 'react';

/** What index.html's <title> says, and the tab's name on a page that names none. */
const APP_NAME = 'Jono';

/**
 * Names the browser's tab (and the page's history entry) while the page shows. Set on the document rather than rendered as a <title>: React 19 hoists such
 * an element into <head>, Preact leaves it in the body, where it names nothing.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
  return null;
}
