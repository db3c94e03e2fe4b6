import { BellOff, BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { refusedDetailMessage, refusedDetailOf } from '@/lib/refused-detail';
import {
  useWaitlistJoin,
  type WaitlistJoin,
  type WaitlistOrder,
  type WaitlistPush,
} from '../hooks/use-waitlist-join';
import type { WaitlistContactDetails } from '../utils/waitlist-contact';
import { WaitlistContact } from './waitlist-contact';

export interface WaitlistProps {
  /** Null until a service is chosen. */
  order: WaitlistOrder | null;
  /** The details typed for this booking, or else the saved ones; empty strings when unknown. */
  known: WaitlistContactDetails;
}

/**
 * A full day's "Tell me if a time frees up": the name, phone and email (shown back when
 * already known), notifications on this device if the customer allows them (the email is
 * optional then), and the services chosen. Once on the list, the place in line is shown.
 */
export function WaitlistCard({ date, order, known }: WaitlistProps & { date: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const waitlist = useWaitlistJoin({ date, order, known });
  const { joined, state } = waitlist;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="waitlist"
      className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/70"
    >
      <h4
        id={headingId}
        className="flex items-center gap-2 font-semibold text-zinc-950 dark:text-white"
      >
        <BellRing aria-hidden className="size-4 shrink-0" />
        {t('prebooking.waitlist.title')}
      </h4>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {t('prebooking.waitlist.hint')}
      </p>
      {joined ? (
        <Alert tone="success" role="status" className="mt-3">
          {state.originalArgs?.email
            ? t('prebooking.waitlist.joined', { position: joined.position })
            : t('prebooking.waitlist.joinedPush', { position: joined.position })}
        </Alert>
      ) : !isOpen ? (
        <Button variant="secondary" className="mt-3" onClick={() => setIsOpen(true)}>
          {t('prebooking.waitlist.open')}
        </Button>
      ) : (
        <WaitlistForm
          waitlist={waitlist}
          order={order}
          known={known}
          onCancel={() => setIsOpen(false)}
        />
      )}
    </section>
  );
}

/** The open card's form: who to tell and how, then send, or cancel to close it. */
function WaitlistForm({
  waitlist,
  order,
  known,
  onCancel,
}: WaitlistProps & { waitlist: WaitlistJoin; onCancel: () => void }) {
  const { t } = useTranslation();
  const { state, notifications } = waitlist;
  return (
    <form className="mt-3 space-y-3" onSubmit={waitlist.submit}>
      <WaitlistContact
        known={known}
        values={waitlist.values}
        onChange={waitlist.change}
        isEmailRequired={!notifications.push}
        refusedDetail={state.isError ? refusedDetailOf(state.error) : null}
      />
      <WaitlistNotifications {...notifications} />
      {!order ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('prebooking.waitlist.chooseServices')}
        </p>
      ) : null}
      {state.isError ? (
        <Alert tone="danger" role="alert">
          {refusedDetailMessage(state.error, t) ?? errorMessage(state.error)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!order || state.isLoading}>
          {state.isLoading ? t('prebooking.waitlist.sending') : t('prebooking.waitlist.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('prebooking.waitlist.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The card's offer of notifications, in each state the browser's permission can be in. */
function WaitlistNotifications({ push, state, turnOn, turnOff }: WaitlistPush) {
  const { t } = useTranslation();
  if (push) {
    return (
      <div className="space-y-2">
        <Alert tone="success" role="status">
          {t('prebooking.waitlist.notifyOn')}
        </Alert>
        <Button variant="ghost" size="sm" onClick={() => void turnOff()}>
          <BellOff aria-hidden className="size-4" />
          {t('prebooking.waitlist.notifyOff')}
        </Button>
      </div>
    );
  }
  if (state === 'denied') {
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('prebooking.waitlist.notifyDenied')}
      </p>
    );
  }
  if (state === 'needs-home-screen') {
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('prebooking.waitlist.notifyHomeScreen')}
      </p>
    );
  }
  if (state === 'checking' || state === 'unsupported') return null;
  return (
    <div className="space-y-2">
      {state === 'failed' ? (
        <Alert tone="danger" role="alert">
          {t('prebooking.waitlist.notifyFailed')}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        // The label wraps on a 320 px phone instead of overflowing the fixed height.
        className="h-auto min-h-9 py-2"
        disabled={state === 'working'}
        onClick={() => void turnOn()}
      >
        <BellRing aria-hidden className="size-4" />
        {state === 'working'
          ? t('prebooking.waitlist.notifyWorking')
          : t('prebooking.waitlist.notify')}
      </Button>
    </div>
  );
}
