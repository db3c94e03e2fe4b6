import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * Finding an order or a booking again: the form in a card with why nothing was found under it,
 * and beside it (below on a phone) what was found. Before anything is found the result's place
 * is only filled on wide screens: on a phone the form says enough.
 */
export function LookupLayout({
  formTitle,
  form,
  notFound,
  resultHeadingId,
  result,
  nothingYet,
}: {
  formTitle: string;
  form: ReactNode;
  /** The server's reason and a hint, when the last search found nothing. */
  notFound: { message: string; hint: string } | null;
  resultHeadingId: string;
  /** What was found, titled by the heading with `resultHeadingId`; null before. */
  result: ReactNode;
  nothingYet: { title: string; description: string };
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-5 font-semibold text-lg text-zinc-950 dark:text-white">{formTitle}</h2>
        {form}
        {notFound ? (
          <Alert tone="danger" className="mt-5">
            <p className="font-semibold">{notFound.message}</p>
            <p className="mt-1">{notFound.hint}</p>
          </Alert>
        ) : null}
      </Card>
      <section aria-labelledby={resultHeadingId} className="min-w-0">
        {result ?? (
          <>
            <h2 id={resultHeadingId} className="sr-only">
              {nothingYet.title}
            </h2>
            <div className="hidden lg:block">
              <EmptyState
                icon={ReceiptText}
                title={nothingYet.title}
                description={nothingYet.description}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
