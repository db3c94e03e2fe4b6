import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={toggle.cancel} disabled={toggle.isSaving}>
            {t('manage.actions.cancel')}
          </Button>
          <Button
            variant={toggle.confirming?.isActive ? 'danger' : 'primary'}
            onClick={() => void toggle.confirmActive()}
            disabled={toggle.isSaving}
          >
            {toggle.isSaving ? <Spinner className="size-4 text-current" /> : null}
            {toggle.confirming?.isActive ? t('staffAdmin.deactivate') : t('staffAdmin.activate')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
