import { type ReactNode, useId } from 'react';

/** One titled part of a shop's page: an icon before the title, an optional hint under it. */
export function PageSection({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-2 font-bold text-xl tracking-tight text-zinc-950 dark:text-white"
        >
          {icon}
          {title}
        </h2>
        {description ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
