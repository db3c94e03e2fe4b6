import type { LiveStatus } from '@jono/contract/api/auth';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { LiveStatusDot } from '@/components/ui/live-status-dot';

const mockQueue = [
  { name: 'Aino K.', minutes: 0 },
  { name: 'Mikko L.', minutes: 15 },
  { name: 'Sara V.', minutes: 30 },
] as const;

const mockTeam: { name: string; status: LiveStatus }[] = [
  { name: 'Jari Kallio', status: 'busy' },
  { name: 'Emil Kallio', status: 'available' },
  { name: 'Noora Kallio', status: 'on_break' },
];

/** A picture of the product (the shop's queue screen), drawn with the app's own parts. */
export function QueuePreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute inset-x-0 -inset-y-6 -z-10 rounded-[2.5rem] sm:-inset-6 bg-gradient-to-br from-amber-300/40 via-amber-200/10 to-transparent blur-2xl dark:from-amber-400/20" />
      <div className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-xl shadow-zinc-900/5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30">
        <div className="flex items-center justify-between">
          <div>
            <p className="font-semibold text-zinc-950 dark:text-white">Parturi Kallio</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">Helsinki</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 font-semibold text-emerald-800 text-xs dark:bg-emerald-400/10 dark:text-emerald-300">
            <span className="size-1.5 animate-pulse rounded-full bg-emerald-500" />
            {t('welcome.preview.live')}
          </span>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-zinc-950 p-4 text-white dark:bg-zinc-800">
            <p className="text-xs text-zinc-400">{t('welcome.preview.inLine')}</p>
            <p className="mt-1 font-bold text-3xl tabular-nums">3</p>
          </div>
          <div className="rounded-2xl bg-amber-400 p-4 text-zinc-950">
            <p className="text-xs text-zinc-800">{t('welcome.preview.wait')}</p>
            <p className="mt-1 font-bold text-3xl tabular-nums">
              30 <span className="font-semibold text-base">min</span>
            </p>
          </div>
        </div>
        <ol className="mt-5 space-y-2">
          {mockQueue.map((person, index) => (
            <li
              key={person.name}
              className="flex items-center gap-3 rounded-xl border border-zinc-100 px-3 py-2.5 dark:border-zinc-800"
            >
              <span className="grid size-7 place-items-center rounded-full bg-zinc-100 font-semibold text-xs text-zinc-700 tabular-nums dark:bg-zinc-800 dark:text-zinc-200">
                {index + 1}
              </span>
              <span className="flex-1 font-medium text-sm text-zinc-800 dark:text-zinc-200">
                {person.name}
              </span>
              <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                {person.minutes === 0
                  ? t('welcome.preview.inChair')
                  : t('welcome.preview.inMinutes', { minutes: person.minutes })}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-5 flex items-center justify-between border-zinc-100 border-t pt-4 dark:border-zinc-800">
          <p className="font-medium text-xs text-zinc-500 dark:text-zinc-400">
            {t('welcome.preview.team')}
          </p>
          <div className="flex gap-2">
            {mockTeam.map((member) => (
              <span key={member.name} className="relative">
                <Avatar name={member.name} size="sm" />
                <LiveStatusDot
                  status={member.status}
                  className="absolute -right-0.5 -bottom-0.5 ring-2 ring-white dark:ring-zinc-900"
                />
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
