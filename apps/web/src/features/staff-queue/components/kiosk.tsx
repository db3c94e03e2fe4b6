import type { ShopDetail } from '@jono/contract/api/shops';
import type { ReactNode } from 'react';
import { JonoMark } from '@/components/ui/jono-mark';
import { useKioskFlow } from '../hooks/use-kiosk-flow';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { KioskDone, KioskNameStep, KioskServicesStep, KioskStart } from './kiosk-screens';

/** Left alone this long, the kiosk forgets the last customer and shows its start again. */
export const KIOSK_IDLE_MS = 30_000;

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
  const flow = useKioskFlow(shop, KIOSK_IDLE_MS);
  const { step, place } = flow;
  useScreenWakeLock();

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
        <KioskStart shop={shop} joinUrl={joinUrl} onStart={() => flow.setStep('name')} />
      ) : null}
      {step === 'name' ? <KioskNameStep flow={flow} /> : null}
      {step === 'services' ? <KioskServicesStep shop={shop} flow={flow} /> : null}
      {step === 'done' && place ? (
        <KioskDone name={flow.name} place={place} onDone={flow.startOver} />
      ) : null}
    </div>
  );
}
