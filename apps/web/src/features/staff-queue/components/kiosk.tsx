import type { ShopDetail } from '@jono/contract/api/shops';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { ArrowLeft, ArrowRight, CircleCheck, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { JonoMark } from '@/components/ui/jono-mark';
import { Spinner } from '@/components/ui/spinner';
import { type DeskPlace, deskFailureMessage, useAddWalkInMutation } from '../api/desk';
import { useIdleReset } from '../hooks/use-idle-reset';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { addWalkInBodyFrom, type DeskService } from '../utils/desk-order';
import { DeskServices } from './desk-services';
import { JoinQrCode } from './join-qr-code';

/** Left alone this long, the kiosk forgets the last customer and shows its start again. */
export const KIOSK_IDLE_MS = 30_000;

type Step = 'start' | 'name' | 'services' | 'done';

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

/**
 * A tablet at the door, on a device signed in as staff: customers add themselves with
 * their name and services only (big buttons), and read their code on the screen; or scan
 * the QR code to join from their own phone. Left alone for 30 seconds it starts over, so the
 * next customer never sees the last one's name.
 */
export function Kiosk({
  shop,
  joinUrl,
  toolbar,
}: {
  shop: ShopDetail;
  joinUrl: string;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const [addWalkIn, { isLoading }] = useAddWalkInMutation();
  const [step, setStep] = useState<Step>('start');
  const [name, setName] = useState('');
  const [services, setServices] = useState<DeskService[]>([]);
  const [place, setPlace] = useState<DeskPlace | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useScreenWakeLock();

  const startOver = useCallback(() => {
    setStep('start');
    setName('');
    setServices([]);
    setPlace(null);
    setProblem(null);
  }, []);
  useIdleReset(KIOSK_IDLE_MS, startOver, step !== 'start', step);

  const join = async () => {
    if (isLoading || services.length === 0) return;
    setProblem(null);
    try {
      const joined = await addWalkIn({
        shopId: shop.id,
        body: addWalkInBodyFrom({ name, services }),
      }).unwrap();
      setPlace(joined);
      setStep('done');
    } catch (error) {
      setProblem(deskFailureMessage(error, t));
    }
  };

  const toName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') setStep('services');
  };

  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="flex items-center justify-between gap-4 px-6 py-4">
        <p className="flex items-center gap-3 font-bold text-xl text-zinc-950 dark:text-white">
          <JonoMark className="size-8" />
          {shop.name}
        </p>
        {toolbar}
      </header>

      {step === 'start' ? (
        <Screen title={t('kiosk.welcome')}>
          {shop.queueState === 'open' ? (
            <Button
              size="lg"
              className="min-h-24 w-full rounded-3xl text-3xl"
              onClick={() => setStep('name')}
            >
              <UserPlus aria-hidden className="size-8" />
              {t('kiosk.start')}
            </Button>
          ) : (
            <Alert tone="warning">{t('kiosk.notOpen')}</Alert>
          )}
          <div className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center dark:bg-zinc-900">
            <JoinQrCode url={joinUrl} alt={t('kiosk.scanAlt')} className="w-56" />
            <p className="font-semibold text-xl text-zinc-800 dark:text-zinc-200">
              {t('kiosk.scan')}
            </p>
          </div>
        </Screen>
      ) : null}

      {step === 'name' ? (
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
              <Button
                variant="secondary"
                size="lg"
                className="min-h-16 text-xl"
                onClick={startOver}
              >
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
      ) : null}

      {step === 'services' ? (
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
      ) : null}

      {step === 'done' && place ? (
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
          <Button size="lg" className="min-h-16 text-xl" onClick={startOver}>
            {t('kiosk.done')}
          </Button>
        </Screen>
      ) : null}
    </div>
  );
}
