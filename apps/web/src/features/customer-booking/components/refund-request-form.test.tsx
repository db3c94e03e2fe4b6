import { REFUND_REASON_MAX } from '@jono/contract/api/booking';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { RefundRequestForm } from './refund-request-form';

function renderForm() {
  const onSend = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RefundRequestForm amount="€2.00" isSending={false} onSend={onSend} />
    </I18nextProvider>,
  );
  return { onSend, reason: screen.getByRole('textbox') as HTMLTextAreaElement };
}

describe('RefundRequestForm: a reason within the contract limit', () => {
  it("stops typing at the server's limit", async () => {
    const { reason } = renderForm();
    expect(reason.maxLength).toBe(REFUND_REASON_MAX);
  });

  it('names the limit of a reason too long and sends nothing', async () => {
    const { onSend, reason } = renderForm();
    // A value set past the attribute (as some input methods do) is still held by the rules.
    fireEvent.input(reason, { target: { value: 'x'.repeat(REFUND_REASON_MAX + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Keep the reason to 500 characters at most.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });
});
