import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The customer's preferences for the visit (no wash, silent service...), as small chips. */
export function AdditionalServicesList({ services }: { services: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-sm text-zinc-500 dark:text-zinc-400">
        {t('queue.additionalServices')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {services.map((service) => (
          <li
            key={service.id}
            className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-zinc-50 px-3 py-1 font-medium text-sm text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200"
          >
            <Check aria-hidden className="size-3.5 text-emerald-600 dark:text-emerald-400" />
            {service.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
