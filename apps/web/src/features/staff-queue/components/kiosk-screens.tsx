import type { ShopDetail } from '@jono/contract/api/shops';
import { formatShortCode } from '@jono/contract/rules/short-code';
import type { TFunction } from 'i18next';
import { ArrowLeft, ArrowRight, CircleCheck, UserPlus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { formatMinutes } from '@/lib/format';
import type { DeskPlace } from '../api/desk';
import type { KioskFlow } from '../hooks/use-kiosk-flow';
import { DeskServices } from './desk-services';

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-8 px-6 py-10">
      <h1 className="text-balance font-extrabold text-4xl text-zinc-950 tracking-tight sm:text-5xl dark:text-white">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Why the kiosk takes nobody now: a wait past the owner's most is named with that most. */
function notOpenWords(shop: ShopDetail, t: TFunction, language: string) {
  return shop.queueState === 'full' && shop.fullReason === 'wait' && shop.maxWaitMinutes !== null
    ? t('kiosk.waitOver', { time: formatMinutes(shop.maxWaitMinutes, language) })
    : t('kiosk.notOpen');
}

/**
 * The kiosk at rest: start adding yourself or scan to join, while the queue is open; else
 * only that it takes nobody now, and why (a code to scan would lead to the same refusal).
 */
export function KioskStart({
  shop,
  joinUrl,
  onStart,
}: {
  shop: ShopDetail;
  joinUrl: string;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Screen title={t('kiosk.welcome')}>
      {shop.queueState === 'open' ? (
        <>
          <Button size="lg" className="min-h-24 w-full rounded-3xl text-3xl" onClick={onStart}>
            <UserPlus aria-hidden className="size-8" />
            {t('kiosk.start')}
          </Button>
          <div className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center dark:bg-zinc-900">
            <QrCode testId="join-qr" url={joinUrl} alt={t('kiosk.scanAlt')} className="w-56" />
            <p className="font-semibold text-xl text-zinc-800 dark:text-zinc-200">
              {t('kiosk.scan')}
            </p>
          </div>
        </>
      ) : (
        <Alert tone="warning">{notOpenWords(shop, t, i18n.language)}</Alert>
      )}
    </Screen>
  );
}

/** The customer's name, the only thing the kiosk asks of them. */
export function KioskNameStep({ flow }: { flow: KioskFlow }) {
  const { t } = useTranslation();
  const nameId = useId();
  const { name, setName, toName, startOver } = flow;
  return (
    <Screen title={t('kiosk.nameTitle')}>
      <form className="space-y-6" onSubmit={toName}>
        <label htmlFor={nameId} className="sr-only">
          {t('kiosk.nameTitle')}
        </label>
        <input
          id={nameId}
          // biome-ignore lint/a11y/noAutofocus: the one field of this step, on a kiosk.
          autoFocus
          autoComplete="off"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="focus-ring block h-20 w-full rounded-2xl border border-zinc-300 bg-white px-6 text-3xl text-zinc-950 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
        />
        <div className="flex gap-4">
          <Button variant="secondary" size="lg" className="min-h-16 text-xl" onClick={startOver}>
            <ArrowLeft aria-hidden className="size-6" />
            {t('kiosk.back')}
          </Button>
          <Button
            type="submit"
            size="lg"
            className="min-h-16 flex-1 text-xl"
            disabled={name.trim() === ''}
          >
            {t('kiosk.next')}
            <ArrowRight aria-hidden className="size-6" />
          </Button>
        </div>
      </form>
    </Screen>
  );
}

/** The services to join for; add-ons are left to the chair. */
export function KioskServicesStep({ shop, flow }: { shop: ShopDetail; flow: KioskFlow }) {
  const { t } = useTranslation();
  const { services, setServices, problem, isLoading, setStep, join } = flow;
  return (
    <Screen title={t('kiosk.servicesTitle')}>
      <DeskServices
        categories={shop.categories}
        chosen={services}
        onChange={setServices}
        size="xl"
        withAddons={false}
      />
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <div className="flex gap-4">
        <Button
          variant="secondary"
          size="lg"
          className="min-h-16 text-xl"
          disabled={isLoading}
          onClick={() => setStep('name')}
        >
          <ArrowLeft aria-hidden className="size-6" />
          {t('kiosk.back')}
        </Button>
        <Button
          size="lg"
          className="min-h-16 flex-1 text-xl"
          disabled={services.length === 0 || isLoading}
          onClick={() => void join()}
        >
          {isLoading ? <Spinner className="size-6 text-current" /> : null}
          {isLoading ? t('kiosk.joining') : t('kiosk.join')}
        </Button>
      </div>
    </Screen>
  );
}

/** The customer's code (and place) to read off the screen. */
export function KioskDone({
  name,
  place,
  onDone,
}: {
  name: string;
  place: DeskPlace;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={t('kiosk.doneTitle', { name: name.trim() })}>
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center dark:bg-zinc-900">
        <CircleCheck aria-hidden className="size-12 text-emerald-600" />
        <p className="font-semibold text-2xl text-zinc-700 dark:text-zinc-300">
          {t('kiosk.yourCode')}
        </p>
        <p
          data-testid="kiosk-code"
          className="font-black font-mono text-7xl text-zinc-950 tracking-wider dark:text-white"
        >
          {formatShortCode(place.shortCode)}
        </p>
        {place.position ? (
          <p className="font-semibold text-2xl text-zinc-800 dark:text-zinc-200">
            {t('kiosk.position', { position: place.position })}
          </p>
        ) : null}
        <p className="text-xl text-zinc-600 dark:text-zinc-400">{t('kiosk.codeHint')}</p>
      </div>
      <Button size="lg" className="min-h-16 text-xl" onClick={onDone}>
        {t('kiosk.done')}
      </Button>
    </Screen>
  );
}
