import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { SettingsField } from './settings-field';

/** How long the shop keeps its customers' names, phones and emails after a visit. */
export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('shopSettings.sections.privacy')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SettingsField name="retentionDays" />
      </div>
    </FormSection>
  );
}
