import { webPaths } from '@jono/contract/web-paths';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingConflicts } from '@/components/bookings/booking-conflicts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { type MemberWeek, type StaffBooking, useGiveBookingMutation } from '../api/team-schedule';

/** One booking's way out: another barber free at its time, chosen from the rest of the team. */
function GiveTo({
  booking,
  others,
  onGiven,
}: {
  booking: StaffBooking;
  others: readonly MemberWeek[];
  onGiven: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [giveBooking, { isLoading }] = useGiveBookingMutation();
  const [to, setTo] = useState(others[0]?.userId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  if (others.length === 0) return null;
  const give = async () => {
    setProblem(null);
    try {
      await giveBooking({ bookingId: booking.id, barberId: to }).unwrap();
      const name = others.find((member) => member.userId === to)?.name ?? '';
      notify.success(t('teamSchedule.bookingsHit.given', { name }));
      onGiven(name);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <div className="mt-2 flex w-full flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`give-${booking.id}`}>
        {t('teamSchedule.bookingsHit.giveTo', { name: booking.customerName })}
      </label>
      <select
        id={`give-${booking.id}`}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        className="focus-ring h-10 min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-3 text-sm text-zinc-950 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
      >
        {others.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </select>
      <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void give()}>
        {t('teamSchedule.bookingsHit.give')}
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * After time off is added or hours change: the member's bookings left outside their time,
 * still theirs. Where the viewer runs the bookings, each can go to another barber free then,
 * or be moved or cancelled on the bookings page; a barber is asked to tell the desk.
 */
export function BookingsHitDialog({
  cause,
  member,
  bookings,
  team,
  canManageBookings,
  onClose,
}: {
  cause: 'timeOff' | 'hours';
  member: MemberWeek;
  bookings: readonly StaffBooking[];
  team: readonly MemberWeek[];
  canManageBookings: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = useRef<HTMLButtonElement>(null);
  const [given, setGiven] = useState<ReadonlyMap<string, string>>(new Map());
  const others = team.filter((m) => m.userId !== member.userId && m.role !== 'receptionist');
  const left = bookings.filter((booking) => !given.has(booking.id));
  const firstDate = bookings[0]?.date;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      initialFocus={done}
      title={t(`teamSchedule.bookingsHit.${cause}Title`, { count: bookings.length })}
      description={t(
        canManageBookings
          ? 'teamSchedule.bookingsHit.description'
          : 'teamSchedule.bookingsHit.tellTheDesk',
        { name: member.name, count: left.length },
      )}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <div className="space-y-5">
        <Alert tone={left.length > 0 ? 'warning' : 'success'} role="status">
          <BookingConflicts
            bookings={bookings}
            actionsFor={(booking) =>
              given.has(booking.id) ? (
                <p className="mt-1 w-full text-sm font-medium">
                  {t('teamSchedule.bookingsHit.nowWith', { name: given.get(booking.id) })}
                </p>
              ) : canManageBookings ? (
                <GiveTo
                  booking={booking}
                  others={others}
                  onGiven={(name) => setGiven((now) => new Map(now).set(booking.id, name))}
                />
              ) : null
            }
          />
        </Alert>
        <div className="flex flex-wrap justify-end gap-2">
          {canManageBookings && firstDate && left.length > 0 ? (
            <Link
              to={webPaths.bookingsOn(firstDate)}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('teamSchedule.bookingsHit.openBookings')}
            </Link>
          ) : null}
          <Button ref={done} onClick={onClose}>
            {t('teamSchedule.bookingsHit.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
