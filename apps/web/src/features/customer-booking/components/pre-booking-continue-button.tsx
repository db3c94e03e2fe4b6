import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';

/** Continue to the confirmation; it submits the details form, so Enter in a field presses it too. */
export function PreBookingContinueButton({
  formId,
  blocker,
  size = 'lg',
}: {
  formId: string;
  blocker: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      form={formId}
      disabled={blocker !== null}
      data-testid="prebooking-continue"
      className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
    >
      {t('prebooking.page.continue')}
      <ArrowRight aria-hidden className="size-4" />
    </button>
  );
}
