import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { SettingsField } from './settings-field';

const capacitySettings = [
  'chairCount',
  'queueLimit',
  'maxWaitMinutes',
  'defaultBreakMinutes',
] as const;

/**
 * How many chairs the shop has, how many may wait at once, how long a newcomer may wait before
 * walk-ins stop (empty: no most), and how long a break lasts.
 */
export function CapacitySection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('shopSettings.sections.capacity')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {capacitySettings.map((name) => (
          <SettingsField key={name} name={name} />
        ))}
      </div>
    </FormSection>
  );
}
