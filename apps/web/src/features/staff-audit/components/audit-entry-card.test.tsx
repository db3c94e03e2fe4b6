import type { AuditEntry } from '@jono/contract/api/audit';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AuditEntryCard } from './audit-entry-card';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  at: '2026-11-24T10:15:00.000Z',
  action: 'settings_changed',
  actor: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Olli Omistaja' },
  subject: { kind: 'shop', id: null, label: '' },
  details: {},
  ...overrides,
});

async function show(language: string, overrides: Partial<AuditEntry>) {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AuditEntryCard entry={entry(overrides)} timeZone="Europe/Helsinki" />
    </I18nextProvider>,
  );
  return screen.getByTestId('audit-entry');
}

describe('a set-up change on the activity log', () => {
  it('says who changed the shop’s settings and lists each change in words', async () => {
    const card = await show('en', {
      details: {
        changes: [
          { setting: 'bookingFee', before: 2, after: 3.5 },
          { setting: 'openingHours', weekday: 1, before: '09:00-17:00', after: null },
          { setting: 'reminderTimes', before: [1440, 120], after: [120] },
          { setting: 'queueLimit', before: null, after: 12 },
        ],
      },
    });
    expect(screen.getByRole('heading').textContent).toBe("Changed the shop's set-up");
    const lines = [...card.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Booking fee: €2.00 → €3.50',
      'Opening hours on Monday: 09:00–17:00 → closed',
      'Reminders before a booking: 24 hrs, 2 hrs → 2 hrs',
      'Queue limit: default → 12',
    ]);
    expect(card.textContent).toContain('Olli Omistaja');
  });

  it('writes the change in the reader’s language', async () => {
    const card = await show('fi', {
      details: { changes: [{ setting: 'slotLengthMinutes', before: 30, after: 45 }] },
    });
    expect(card.querySelector('li')?.textContent).toBe('Ajan pituus: 30 min → 45 min');
  });

  it('tells a holiday’s dates and its note', async () => {
    await show('en', {
      action: 'holiday_added',
      subject: { kind: 'holiday', id: null, label: '2026-07-01' },
      details: { startsOn: '2026-07-01', endsOn: '2026-07-14', note: 'Summer' },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Added a holiday: 1 Jul 2026 – 14 Jul 2026',
    );
    expect(screen.getByText('Note: Summer')).toBeTruthy();
  });

  it.each([
    ['en', "Changed Bea's role: Barber → Receptionist"],
    ['sv', 'Ändrade rollen för Bea: Frisör → Receptionist'],
  ])('names roles in %s', async (language, sentence) => {
    await show(language, {
      action: 'staff_role_changed',
      subject: { kind: 'staff', id: null, label: 'Bea' },
      details: { roleBefore: 'barber', roleAfter: 'receptionist' },
    });
    expect(screen.getByRole('heading').textContent).toBe(sentence);
  });

  it('names a service or add-on added to or taken off the menu', async () => {
    await show('fi', {
      action: 'item_removed',
      subject: { kind: 'addon', id: null, label: 'Kuumapyyhe' },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Poisti lisäpalvelun Kuumapyyhe valikoimasta',
    );
  });

  it('tells that an invited member joined, in their own name', async () => {
    const card = await show('es', {
      action: 'staff_joined',
      actor: { id: null, name: 'Uusi Virtanen' },
      subject: { kind: 'staff', id: null, label: 'Uusi Virtanen' },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Uusi Virtanen aceptó la invitación y se unió al equipo',
    );
    expect(card.textContent).toContain('Uusi Virtanen');
  });

  it('lists what changed of a service, duration and visibility in words', async () => {
    const card = await show('en', {
      action: 'item_changed',
      subject: { kind: 'service', id: null, label: 'Kids’ cut' },
      details: {
        changes: [
          { setting: 'itemDuration', before: 20, after: 25 },
          { setting: 'itemActive', before: true, after: false },
        ],
      },
    });
    expect(screen.getByRole('heading').textContent).toBe('Changed the service Kids’ cut');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Duration: 20 mins → 25 mins',
      'Shown to customers: yes → no',
    ]);
  });

  it('names a renamed category and tells its old and new name', async () => {
    const card = await show('sv', {
      action: 'category_renamed',
      subject: { kind: 'category', id: null, label: 'Parrat' },
      details: { changes: [{ setting: 'itemName', before: 'Parta', after: 'Parrat' }] },
    });
    expect(screen.getByRole('heading').textContent).toBe('Döpte om kategorin Parrat');
    expect(card.querySelector('li')?.textContent).toBe('Namn: Parta → Parrat');
  });

  it('lists an add-on’s services and a description, an empty one as none', async () => {
    const card = await show('en', {
      action: 'item_changed',
      subject: { kind: 'addon', id: null, label: 'Hot towel' },
      details: {
        changes: [
          { setting: 'itemDescription', before: '', after: 'Warm and damp' },
          { setting: 'itemServices', before: [], after: ['Beard trim', 'Haircut'] },
        ],
      },
    });
    expect(screen.getByRole('heading').textContent).toBe('Changed the add-on Hot towel');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Description: none → Warm and damp',
      'Goes with: none → Beard trim, Haircut',
    ]);
  });

  it('tells a number blocked as the record keeps it, masked', async () => {
    await show('fi', {
      action: 'phone_blocked',
      subject: { kind: 'phone', id: null, label: '+•••••••••567' },
    });
    expect(screen.getByRole('heading').textContent).toBe('Esti numeron +•••••••••567');
  });

  it.each([
    [
      'en',
      'Made the API key “Till”',
      'What it may do: Read the queue, Add walk-ins, tickets:print',
    ],
    [
      'fi',
      'Loi API-avaimen ”Till”',
      'Mitä se saa tehdä: Jonon luku, Asiakkaiden lisäys jonoon, tickets:print',
    ],
  ])(
    'tells in %s a key made and what it may do, each scope by its name',
    async (language, sentence, scopes) => {
      const card = await show(language, {
        action: 'api_key_made',
        subject: { kind: 'integration', id: null, label: 'Till' },
        // A scope newer than this page shows as the server names it.
        details: { scopes: ['queue:read', 'walk_ins:write', 'tickets:print'] },
      });
      expect(screen.getByRole('heading').textContent).toBe(sentence);
      expect(card.textContent).toContain(scopes);
    },
  );

  it('tells the sites that may show the queue after a change, and when none may', async () => {
    await show('sv', {
      action: 'embed_sites_changed',
      subject: {
        kind: 'integration',
        id: null,
        label: 'https://www.example.fi https://shop.example',
      },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Ändrade vilka webbplatser som får visa kön live: https://www.example.fi, https://shop.example',
    );
    cleanup();
    await show('en', {
      action: 'embed_sites_changed',
      subject: { kind: 'integration', id: null, label: '' },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Took every site off: no website may show the live queue now',
    );
  });

  it('names a webhook added or deleted by its address', async () => {
    await show('es', {
      action: 'webhook_removed',
      subject: { kind: 'integration', id: null, label: 'https://till.example/hooks/jono' },
    });
    expect(screen.getByRole('heading').textContent).toBe(
      'Eliminó el webhook https://till.example/hooks/jono',
    );
  });

  it('tells a cover or gallery photo changed', async () => {
    await show('es', { action: 'photo_removed', subject: { kind: 'photo', id: null, label: '' } });
    expect(screen.getByRole('heading').textContent).toBe('Quitó una foto de la galería');
  });

  it('tells a message to everyone waiting, and the words that went out', async () => {
    const card = await show('en', {
      action: 'broadcast_sent',
      subject: { kind: 'queue', id: null, label: '' },
      details: {
        note: 'Parturi Kulma is running about 15 min late. Your place in the queue is kept.',
        amount: 5,
      },
    });
    expect(screen.getByRole('heading').textContent).toBe('Messaged 5 waiting customers');
    expect(card.textContent).toContain(
      'Message: “Parturi Kulma is running about 15 min late. Your place in the queue is kept.”',
    );
    expect(card.textContent).not.toContain('Note:');
    expect(card.querySelector('svg.lucide-megaphone')).not.toBeNull();
  });
});
