import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  icon: LucideIcon;
}

const selectedTab =
  'focus-ring flex h-10 flex-1 items-center justify-center gap-2 rounded-xl bg-white px-4 font-semibold text-sm text-zinc-950 shadow-sm sm:flex-none dark:bg-zinc-800 dark:text-white';
const otherTab =
  'focus-ring flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-4 font-medium text-sm text-zinc-600 hover:text-zinc-950 sm:flex-none dark:text-zinc-400 dark:hover:text-white';

/**
 * Tabs over one panel, as the ARIA tabs pattern has them: only the selected tab is in the Tab
 * order, the arrow keys move to the next or previous tab (round the ends) and select it.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const tabsId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex w-full rounded-2xl border border-zinc-200 bg-zinc-100 p-1 sm:w-auto dark:border-zinc-800 dark:bg-zinc-900"
      >
        {tabs.map(({ key, label: tabLabel, icon: Icon }) => {
          const isSelected = key === selected;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element);
                else tabRefs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${key}-tab`}
              aria-selected={isSelected}
              aria-controls={`${tabsId}-${key}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(key)}
              onKeyDown={onTabKey}
              className={isSelected ? selectedTab : otherTab}
            >
              <Icon aria-hidden className="size-4" />
              {tabLabel}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-${selected}-panel`}
        aria-labelledby={`${tabsId}-${selected}-tab`}
      >
        {children}
      </div>
    </>
  );
}
