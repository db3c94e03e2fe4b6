import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Search by city or address; the list follows every keystroke. */
export function ShopSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('shops.searchLabel')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('shops.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-xl border border-zinc-300 bg-white pr-3 pl-11 text-base text-zinc-950 shadow-sm outline-none transition placeholder:text-zinc-500 focus:border-amber-500 focus:ring-4 focus:ring-amber-400/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400"
      />
    </div>
  );
}
