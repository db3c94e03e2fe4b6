import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { messageText } from './message-text';

const en = i18n.getFixedT('en');
const fi = i18n.getFixedT('fi');
const message = (kind: string, data: Record<string, unknown>) => ({
  kind,
  title: 'Server title',
  data,
});

describe('the words of a staff message', () => {
  it('quotes a customer’s answer to a text', () => {
    const reply = message('text_reply', { customerName: 'Aino', text: 'Running 5 min late' });
    expect(messageText(reply, en)).toBe('Aino replied: Running 5 min late');
    expect(messageText(reply, fi)).toBe('Aino vastasi: Running 5 min late');
  });

  it('says how much of the monthly text cap is used, and when it is reached', () => {
    expect(messageText(message('text_cap', { percent: 80, cap: 500 }), en)).toBe(
      "Text messages: 80% of this month's 500 used",
    );
    expect(messageText(message('text_cap', { percent: 100, cap: 500 }), en)).toBe(
      'Monthly text cap reached; no more texts this month',
    );
    expect(messageText(message('text_cap', { percent: 100, cap: 500 }), fi)).toBe(
      'Kuukauden tekstiviestikiintiö on täynnä; tekstiviestejä ei lähetetä enää tässä kuussa',
    );
  });

  it('falls back to the server’s title when the data cannot be worded', () => {
    expect(messageText(message('text_reply', { customerName: 'Aino' }), en)).toBe('Server title');
    expect(messageText(message('text_cap', { cap: 500 }), en)).toBe('Server title');
    expect(messageText(message('something_new', {}), en)).toBe('Server title');
  });

  it('still words a walk-in joining', () => {
    expect(messageText(message('walk_in', { customerName: 'Aino' }), en)).toBe(
      'Aino joined the queue',
    );
  });
});
