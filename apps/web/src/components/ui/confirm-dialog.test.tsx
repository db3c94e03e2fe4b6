import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog({
  subject = 'Beard trim' as string | null,
  isPending = false,
  onConfirm = vi.fn(),
  onClose = vi.fn(),
} = {}) {
  render(
    <ConfirmDialog
      subject={subject}
      isPending={isPending}
      title="Delete Beard trim?"
      keepLabel="Keep"
      confirmLabel="Delete"
      workingLabel="Deleting…"
      icon={Trash2}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>It is on 3 bookings.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('is closed while there is nothing to confirm', () => {
    renderDialog({ subject: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus to the safe choice and confirms the subject it was opened for', async () => {
    const { onConfirm, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete Beard trim?' })).toBeTruthy();
    expect(screen.getByText('It is on 3 bookings.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith('Beard trim');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says the step is on its way and cannot be closed or repeated meanwhile', async () => {
    const { onConfirm, onClose } = renderDialog({ isPending: true });
    const working = screen.getByRole('button', { name: 'Deleting…' });
    expect(working.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep' }).hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
