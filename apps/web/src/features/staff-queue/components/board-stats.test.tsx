import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { boardFixture } from '@/testing/staff-queue-fixtures';
import { BoardStats } from './board-stats';

const renderStats = (newcomerWait: number) => {
  const board = boardFixture();
  render(
    <I18nextProvider i18n={i18n}>
      <BoardStats board={{ ...board, shop: { ...board.shop, newcomerWait } }} />
    </I18nextProvider>,
  );
  return screen.getByTestId('stat-newcomer-wait');
};

/**
 * Two tiles share a 320-390 px row, so a figure longer than half of it must wrap, never be
 * cut to "Ei odotu…": no tile's value or detail may carry an ellipsis class.
 */
const isCut = (element: HTMLElement) => /\b(truncate|text-ellipsis)\b/.test(element.className);

describe('the queue board tiles on a phone', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['fi', 0, 'Ei odotusta'],
    ['sv', 0, 'Ingen väntetid'],
    ['en', 212, '3 hrs 32 mins'],
    ['es', 212, '3 h 32 min'],
  ])('shows the newcomer wait whole in %s (%i min): %s', async (language, minutes, text) => {
    await act(() => i18n.changeLanguage(language));
    const value = renderStats(minutes);
    expect(value.textContent).toBe(text);
    expect(isCut(value)).toBe(false);
  });

  it('lets every figure and detail wrap', async () => {
    await act(() => i18n.changeLanguage('fi'));
    renderStats(0);
    const figures = screen.getAllByRole('definition');
    expect(figures.length).toBeGreaterThan(4);
    expect(figures.filter(isCut).map((figure) => figure.textContent)).toEqual([]);
  });
});
