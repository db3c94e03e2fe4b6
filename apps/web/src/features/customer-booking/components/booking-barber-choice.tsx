import type { FirstFree } from '@jono/contract/api/booking';
import type { ShopBarber } from '@jono/contract/api/shops';
import { useTranslation } from 'react-i18next';
import { BarberRadioGroup } from '@/components/team/barber-choice';
import { useFirstFreeQuery } from '@/lib/booking-availability';
import { formatLocalDate, todayIn } from '@/lib/dates';

type DatedSlot = FirstFree['any'];

/**
 * The booking's barber: "any barber" or one of the team, each with the first time they are
 * free for this order, so a customer sees who is free soonest before choosing. Without an
 * order yet (no service chosen), only their roles.
 */
export function BookingBarberChoice({
  shop,
  duration,
  services,
  barber,
}: {
  shop: { id: string; timezone: string };
  duration: number;
  /** The order's services, a service once per unit. */
  services: string;
  barber: {
    team: readonly ShopBarber[];
    value: string | null;
    onChange: (barberId: string | null) => void;
    notDoneBy: (barberId: string) => string | null;
  };
}) {
  const { t, i18n } = useTranslation();
  // The answer for this very order: while another length loads, no stale times show.
  const { currentData: fresh } = useFirstFreeQuery(
    { shopId: shop.id, duration, services },
    { skip: duration < 1 },
  );

  const firstFreeWords = (slot: DatedSlot | undefined): string | null => {
    if (!fresh || slot === undefined) return null;
    if (slot === null) return t('prebooking.barber.noneFree');
    const when =
      slot.date === todayIn(shop.timezone)
        ? t('prebooking.barber.today', { time: slot.time })
        : `${formatLocalDate(slot.date, i18n.language, 'short')} ${slot.time}`;
    return t('prebooking.barber.nextFree', { when });
  };
  const withFirstFree = (line: string, slot: DatedSlot | undefined) => {
    const words = firstFreeWords(slot);
    return words ? `${line} · ${words}` : line;
  };

  return (
    <BarberRadioGroup
      team={barber.team}
      value={barber.value}
      onChange={barber.onChange}
      label={t('prebooking.barber.title')}
      rule={t('prebooking.barber.rule')}
      anyDetail={withFirstFree(t('prebooking.barber.anyDetail'), fresh?.any)}
      detailOf={(member) => {
        const role = t(`barbers.role.${member.role}`);
        const notDone = barber.notDoneBy(member.id);
        if (notDone) return `${role} · ${notDone}`;
        return withFirstFree(role, fresh?.barbers.find((b) => b.barberId === member.id)?.slot);
      }}
    />
  );
}
