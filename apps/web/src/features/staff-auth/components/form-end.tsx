import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * The end of a sign-in form: why the last try failed, if it did, right above the one wide
 * submit button, so every such form reads and waits alike.
 */
export function FormEnd({
  failure,
  failureTitle,
  isSubmitting,
  busyLabel,
  children,
}: {
  failure: string | null;
  failureTitle?: string;
  isSubmitting: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      {failure ? (
        <Alert tone="danger" title={failureTitle}>
          {failure}
        </Alert>
      ) : null}
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={isSubmitting}
        busyLabel={busyLabel}
      >
        {children}
      </BusyButton>
    </>
  );
}
