import { render, screen } from '@testing-library/react';
import { CircleX } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatusView, StatusViewSkeleton } from './status-view';

describe('StatusView', () => {
  it('titles the page and shows its details between the explanation and the way on', () => {
    render(
      <StatusView
        icon={CircleX}
        tone="danger"
        eyebrow="Booking fee"
        title="Payment failed"
        description="Nothing was charged."
        actions={<button type="button">Try again</button>}
      >
        <p>Held until 10:30</p>
      </StatusView>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    const order = ['Booking fee', 'Nothing was charged.', 'Held until 10:30', 'Try again'].map(
      (text) => screen.getByText(text),
    );
    for (const [before, after] of order.slice(0, -1).map((node, i) => [node, order[i + 1]])) {
      expect(before?.compareDocumentPosition(after as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('says what is loading while its subject loads', () => {
    render(<StatusViewSkeleton label="Loading your booking" />);
    expect(
      screen.getByRole('status', { name: 'Loading your booking' }).getAttribute('aria-busy'),
    ).toBe('true');
  });
});
