import { BellOff, BellRing, MessageSquareText, Share, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePushAlerts } from '../hooks/use-push-alerts';

/** Safari on iPhone pushes only to an app on the home screen: how to put Jono there. */
function HomeScreenSteps() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 font-medium text-sm">
        <Smartphone aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
        {t('alerts.iosTitle')}
      </p>
      <ol className="list-decimal space-y-1 ps-6 text-sm text-zinc-700 dark:text-zinc-300">
        <li>
          {t('alerts.iosStep1')} <Share aria-hidden className="inline size-4 align-text-bottom" />
        </li>
        <li>{t('alerts.iosStep2')}</li>
        <li>{t('alerts.iosStep3')}</li>
      </ol>
    </div>
  );
}

/** The text that follows an alert the phone did not show, to the number the customer gave. */
function TextFallbackNote({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 text-sm text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
      <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('alerts.textFallback', { phone })}
    </p>
  );
}

/**
 * After joining: "Notify me when it's nearly my turn". Alerts reach the customer with this
 * page closed (time to leave, next in line, your turn, and if the shop takes them out).
 * `textTo`: the (masked) phone a text goes to when the customer asked for texts, else null.
 */
export function OrderAlertsCard({
  orderId,
  textTo = null,
}: {
  orderId: string;
  textTo?: string | null;
}) {
  const { t } = useTranslation();
  const { state, turnOn, turnOff } = usePushAlerts(orderId);
  if (state === 'checking') return null;

  return (
    <Card className="space-y-3 p-5 sm:p-6" data-testid="order-alerts">
      <h2 className="flex items-center gap-2 font-semibold text-base">
        <BellRing aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
        {t('alerts.title')}
      </h2>
      {state === 'needs-home-screen' ? <HomeScreenSteps /> : null}
      {state === 'unsupported' ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('alerts.unsupported')}</p>
      ) : null}
      {state === 'denied' ? (
        <Alert tone="warning" role="status">
          {t('alerts.denied')}
        </Alert>
      ) : null}
      {state === 'off' || state === 'failed' || state === 'working' ? (
        <>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('alerts.offerHint')}</p>
          {state === 'failed' ? (
            <Alert tone="danger" role="alert">
              {t('alerts.failed')}
            </Alert>
          ) : null}
          <Button className="w-full" disabled={state === 'working'} onClick={() => void turnOn()}>
            <BellRing aria-hidden className="size-4" />
            {state === 'working' ? t('alerts.working') : t('alerts.offer')}
          </Button>
        </>
      ) : null}
      {state === 'on' ? (
        <>
          <Alert tone="success" role="status" title={t('alerts.on')}>
            {t('alerts.onHint')}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void turnOff()}>
            <BellOff aria-hidden className="size-4" />
            {t('alerts.turnOff')}
          </Button>
        </>
      ) : null}
      {textTo ? <TextFallbackNote phone={textTo} /> : null}
    </Card>
  );
}
