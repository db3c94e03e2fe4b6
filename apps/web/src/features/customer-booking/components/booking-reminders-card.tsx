import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePushOptIn } from '@/lib/web-push';
import {
  useSubscribeToBookingRemindersMutation,
  useUnsubscribeFromBookingRemindersMutation,
} from '../api/booking-reminders';

/**
 * "Remind me on this device": a coming booking's reminders reach this phone as
 * notifications instead of mails. Without push (or turned off) they come by email.
 */
export function BookingRemindersCard({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const [subscribe] = useSubscribeToBookingRemindersMutation();
  const [unsubscribe] = useUnsubscribeFromBookingRemindersMutation();
  const { state, turnOn, turnOff } = usePushOptIn({
    storageKey: `jono:reminders:${bookingId}`,
    subscribe: (body) => subscribe({ bookingId, body }).unwrap(),
    unsubscribe: (endpoint) => unsubscribe({ bookingId, endpoint }).unwrap(),
  });
  if (state === 'checking') return null;

  return (
    <Card className="space-y-3 p-5 sm:p-6" data-testid="booking-reminders">
      <h2 className="flex items-center gap-2 font-semibold text-base">
        <BellRing aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
        {t('prebooking.reminders.title')}
      </h2>
      {state === 'on' ? (
        <>
          <Alert tone="success" role="status" title={t('prebooking.reminders.on')}>
            {t('prebooking.reminders.onHint')}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void turnOff()}>
            <BellOff aria-hidden className="size-4" />
            {t('prebooking.reminders.turnOff')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('prebooking.reminders.byEmail')}
          </p>
          {state === 'denied' ? (
            <Alert tone="warning" role="status">
              {t('prebooking.reminders.denied')}
            </Alert>
          ) : null}
          {state === 'needs-home-screen' ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('prebooking.reminders.homeScreen')}
            </p>
          ) : null}
          {state === 'failed' ? (
            <Alert tone="danger" role="alert">
              {t('prebooking.reminders.failed')}
            </Alert>
          ) : null}
          {state === 'off' || state === 'failed' || state === 'working' ? (
            <Button
              className="w-full sm:w-auto"
              disabled={state === 'working'}
              onClick={() => void turnOn()}
            >
              <BellRing aria-hidden className="size-4" />
              {state === 'working'
                ? t('prebooking.reminders.working')
                : t('prebooking.reminders.offer')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
