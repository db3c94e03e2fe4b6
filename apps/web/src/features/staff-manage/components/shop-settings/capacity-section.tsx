import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { SettingsField } from './settings-field';

/** How many chairs the shop has, how many may wait at once, and how long a break lasts. */
export function CapacitySection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('shopSettings.sections.capacity')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="chairCount" />
        <SettingsField name="queueLimit" />
        <SettingsField name="defaultBreakMinutes" />
      </div>
    </FormSection>
  );
}
