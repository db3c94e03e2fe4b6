import { type ReactNode, useId } from 'react';

/** One numbered step of booking (services, day and time, details), as a labelled section. */
export function BookingStep({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-400 font-bold text-sm text-zinc-950"
        >
          {step}
        </span>
        <div className="min-w-0 pt-0.5">
          <h2
            id={headingId}
            className="font-bold text-xl tracking-tight text-zinc-950 dark:text-white"
          >
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
