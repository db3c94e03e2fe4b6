import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

/** The barber the customer will wait for, or "any barber" (the first free chair). */
export function ChosenBarberCard({
  barber,
}: {
  barber: { name: string; avatar: string | null } | null;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex items-center gap-3 p-5 sm:p-6" data-testid="chosen-barber">
      {barber ? (
        <Avatar name={barber.name} src={barber.avatar} size="sm" />
      ) : (
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
          <Users aria-hidden className="size-4" />
        </span>
      )}
      <div className="min-w-0">
        <h2 className="font-semibold text-sm text-zinc-600 dark:text-zinc-400">
          {t('barbers.title')}
        </h2>
        <p className="truncate font-semibold text-zinc-950 dark:text-white">
          {barber ? barber.name : t('barbers.any')}
        </p>
      </div>
    </Card>
  );
}
