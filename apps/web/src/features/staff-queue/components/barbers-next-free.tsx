import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopClock } from '@/lib/shop-time';

/** Within this of now, a start is "now": the screen reads itself again only every so often. */
const nowWithinMs = 60_000;
/** The wall layout (three columns): below it the screen scrolls like any page. */
const wallLayout = '(min-width: 1024px)';

/** "Aleksandra" of "Aleksandra Johanna Virtanen": how a barber is called across the room. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The join code must stay this share of the screen's height to be scanned across the room. */
const qrShareOfHeight = 0.15;

/**
 * Whether the part at `ref` may stay: on a wall screen nobody scrolls and the join code must
 * stay large, so the part gives way when the screen holds more than it fits or the code would
 * shrink under its share (measured before it paints). A new answer or a new window size tries
 * it again.
 */
function useFitsTheWall(ref: React.RefObject<HTMLElement | null>, content: string) {
  const [fits, setFits] = useState(true);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    const again = () => setTries((n) => n + 1);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer and size is a new try.
  useLayoutEffect(() => setFits(true), [content, tries]);
  useLayoutEffect(() => {
    const frame = ref.current?.closest<HTMLElement>('[data-testid="big-screen"]');
    if (!fits || !frame || !window.matchMedia(wallLayout).matches) return;
    // A code with no box yet (not laid out) says nothing about the room left.
    const qrHeight = frame.querySelector('[data-testid="join-qr"]')?.getBoundingClientRect().height;
    const qrTooSmall = !!qrHeight && qrHeight < qrShareOfHeight * window.innerHeight;
    if (frame.scrollHeight > frame.clientHeight || qrTooSmall) setFits(false);
  });
  return fits;
}

/**
 * For a newcomer who wants a particular barber: each barber at work and when someone asking
 * for them now would start, or until when they are on a break. A shop of one barber has no
 * choice to offer, and its wait above says it all; on a screen already full it gives way.
 */
export function BarbersNextFree({ status, now }: { status: CurrentStatus; now: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const fits = useFitsTheWall(ref, JSON.stringify(status));
  if (status.barbers.length < 2) return null;
  const { timezone } = status.shop;
  const whenOf = ({ nextFreeAt, breakEndsAt }: CurrentStatus['barbers'][number]) =>
    breakEndsAt
      ? t('bigScreen.barberOnBreak', { time: shopClock(breakEndsAt, timezone) })
      : nextFreeAt === null
        ? null
        : Date.parse(nextFreeAt) - now <= nowWithinMs
          ? t('bigScreen.barberNow')
          : shopClock(nextFreeAt, timezone);
  return (
    <div
      ref={ref}
      hidden={!fits}
      data-testid="barbers-next-free"
      className="flex w-full max-w-full flex-col items-center gap-[0.3vh]"
    >
      <h3 className="font-bold text-[max(0.75rem,min(1.1vw,1.9vh))] text-amber-300 uppercase tracking-[0.12em]">
        {t('bigScreen.withBarber')}
      </h3>
      {/* First names and times side by side, wrapping: six barbers take two or three lines. */}
      <ul className="flex max-w-full flex-wrap justify-center gap-x-[1.2vw] gap-y-[0.2vh] font-semibold text-[max(0.8rem,min(1.2vw,2.1vh))] text-zinc-200 tabular-nums">
        {status.barbers.map((barber, index) => {
          const when = whenOf(barber);
          return (
            <li
              // Two barbers may share a name; the server lists them in one order.
              // biome-ignore lint/suspicious/noArrayIndexKey: nothing else tells them apart.
              key={`${barber.name}-${index}`}
              className="flex min-w-0 max-w-full items-baseline gap-[0.3em]"
            >
              <span className="min-w-0 truncate text-white">{firstName(barber.name)}</span>
              {when ? <span className="shrink-0">{when}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
