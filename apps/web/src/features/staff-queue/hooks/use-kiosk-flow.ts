import type { ShopDetail } from '@jono/contract/api/shops';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeskPlace, deskFailureMessage, useAddWalkInMutation } from '../api/desk';
import { addWalkInBodyFrom, type DeskService } from '../utils/desk-order';
import { useIdleReset } from './use-idle-reset';

type KioskStep = 'start' | 'name' | 'services' | 'done';

/**
 * The kiosk's steps and what a customer has entered so far. Left alone for `idleMs` it
 * starts over, so the next customer never sees the last one's name.
 */
export function useKioskFlow(shop: ShopDetail, idleMs: number) {
  const { t } = useTranslation();
  const [addWalkIn, { isLoading }] = useAddWalkInMutation();
  const [step, setStep] = useState<KioskStep>('start');
  const [name, setName] = useState('');
  const [services, setServices] = useState<DeskService[]>([]);
  const [place, setPlace] = useState<DeskPlace | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const startOver = useCallback(() => {
    setStep('start');
    setName('');
    setServices([]);
    setPlace(null);
    setProblem(null);
  }, []);
  useIdleReset(idleMs, startOver, step !== 'start', step);

  const join = async () => {
    if (isLoading || services.length === 0) return;
    setProblem(null);
    try {
      const joined = await addWalkIn({
        shopId: shop.id,
        // The customer adds themselves: the owner's most wait holds them as it does online.
        body: { ...addWalkInBodyFrom({ name, services }), atKiosk: true },
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

  return {
    step,
    setStep,
    name,
    setName,
    services,
    setServices,
    place,
    problem,
    isLoading,
    startOver,
    join,
    toName,
  };
}

export type KioskFlow = ReturnType<typeof useKioskFlow>;
