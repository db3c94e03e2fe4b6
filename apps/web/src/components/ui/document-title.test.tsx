import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

it("names the tab after the page while it shows, and the app's name when it goes", () => {
  const { rerender, unmount } = render(<DocumentTitle title="Barber Tapiola" />);
  expect(document.title).toBe('Barber Tapiola · Jono');
  rerender(<DocumentTitle title="Jonossa" />);
  expect(document.title).toBe('Jonossa · Jono');
  unmount();
  expect(document.title).toBe('Jono');
});
