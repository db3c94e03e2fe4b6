import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';

/**
 * Save and discard, kept in reach at the bottom while the long form scrolls; the form shows
 * it only once something has changed.
 */
export function SettingsSaveBar({
  isSaving,
  onDiscard,
}: {
  isSaving: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-zinc-200 border-t bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-950/90">
      <Button variant="secondary" disabled={isSaving} onClick={onDiscard}>
        {t('shopSettings.discard')}
      </Button>
      <BusyButton type="submit" busy={isSaving} busyLabel={t('manage.actions.saving')}>
        {t('shopSettings.save')}
      </BusyButton>
    </div>
  );
}
