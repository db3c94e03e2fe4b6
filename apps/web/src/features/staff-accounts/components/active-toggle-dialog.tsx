import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { ActiveToggle } from '../hooks/use-staff-changes';

/** Asks before a member is deactivated (or activated again). */
export function ActiveToggleDialog({ toggle }: { toggle: ActiveToggle }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={toggle.confirming !== null}
      onClose={toggle.cancel}
      isDismissible={!toggle.isSaving}
      title={
        toggle.confirming?.isActive
          ? t('staffAdmin.deactivateTitle', { name: toggle.confirming.name })
          : t('staffAdmin.activateTitle', { name: toggle.confirming?.name ?? '' })
      }
      description={
        toggle.confirming?.isActive
          ? t('staffAdmin.deactivateDescription')
          : t('staffAdmin.activateDescription')
      }
    >
      <div className="space-y-5">
        {toggle.confirmProblem ? <Alert tone="danger">{toggle.confirmProblem}</Alert> : null}
        <DialogActions
          backLabel={t('manage.actions.cancel')}
          onBack={toggle.cancel}
          busy={toggle.isSaving}
        >
          <BusyButton
            variant={toggle.confirming?.isActive ? 'danger' : 'primary'}
            onClick={() => void toggle.confirmActive()}
            busy={toggle.isSaving}
          >
            {toggle.confirming?.isActive ? t('staffAdmin.deactivate') : t('staffAdmin.activate')}
          </BusyButton>
        </DialogActions>
      </div>
    </Dialog>
  );
}
