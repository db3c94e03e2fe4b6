import type { JoinWaitlistBody } from '@jono/contract/api/booking';
import { type FormEvent, useState } from 'react';
import type { CustomerDetail } from '@/lib/customer-detail-limits';
import { usePushOptIn } from '@/lib/web-push';
import { useJoinWaitlistMutation } from '../api/waitlist';
import { areWithinLimits, type WaitlistContactDetails } from '../utils/waitlist-contact';

/** What the waitlist needs besides the day and the person: the services chosen. */
export type WaitlistOrder = Omit<JoinWaitlistBody, 'date' | 'name' | 'phone' | 'email' | 'push'>;

type BrowserPush = NonNullable<JoinWaitlistBody['push']>;

/**
 * "Also tell me on this device": the same permission flow as a booking's reminders, but the
 * subscription is kept here and sent with the join, as there is no waitlist place to attach
 * it to before. Notifications count as on only once this card holds the subscription.
 */
function useWaitlistPush() {
  const [push, setPush] = useState<BrowserPush | null>(null);
  const { state, turnOn, turnOff } = usePushOptIn({
    storageKey: 'jono:waitlist-push',
    subscribe: async ({ endpoint, keys }) => setPush({ endpoint, keys }),
    unsubscribe: async () => setPush(null),
  });
  return { push: state === 'on' ? push : null, state, turnOn, turnOff };
}

export type WaitlistPush = ReturnType<typeof useWaitlistPush>;

/**
 * Joining `date`'s waitlist: the contact details as typed over the `known` ones, which keep
 * following the page (the details form below) until a field here is changed; notifications on
 * this device, which make the email optional; and the join, whose answer counts for this day.
 */
export function useWaitlistJoin({
  date,
  order,
  known,
}: {
  date: string;
  /** Null until a service is chosen. */
  order: WaitlistOrder | null;
  known: WaitlistContactDetails;
}) {
  const [typed, setTyped] = useState<Partial<WaitlistContactDetails>>({});
  const values = { ...known, ...typed };
  const [join, state] = useJoinWaitlistMutation();
  const notifications = useWaitlistPush();
  const { push } = notifications;
  const joined = state.data && state.originalArgs?.date === date ? state.data : null;

  const change = (key: CustomerDetail, value: string) =>
    setTyped((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A detail over its limit is said at its field; the server would only refuse it.
    if (!order || !areWithinLimits(values)) return;
    const email = values.email.trim();
    void join({
      ...order,
      name: values.name,
      phone: values.phone,
      date,
      ...(email ? { email } : {}),
      ...(push ? { push } : {}),
    });
  };

  return { values, change, submit, state, joined, notifications };
}

export type WaitlistJoin = ReturnType<typeof useWaitlistJoin>;
