import { zodResolver } from '@hookform/resolvers/zod';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSectionsSkeleton } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type ShopSettings,
  useShopSettingsQuery,
  useUpdateShopSettingsMutation,
} from '../api/shop-settings';
import {
  changesOf,
  formValuesOf,
  type ShopSettingsValues,
  sameFormValues,
  shopSettingsFormSchema,
} from '../utils/shop-settings-form';
import { LoadFailedState } from './load-failed-state';
import { ShopPhotosEditor } from './shop-photos-editor';
import { AdditionalServicesSection } from './shop-settings/additional-services-section';
import { BookingRulesSection } from './shop-settings/booking-rules-section';
import { CapacitySection } from './shop-settings/capacity-section';
import { OpeningHoursSection } from './shop-settings/opening-hours-section';
import { PrivacySection } from './shop-settings/privacy-section';
import { SettingsSaveBar } from './shop-settings/settings-save-bar';
import { ShopBasicsSection } from './shop-settings/shop-basics-section';
import { ShopExportSection } from './shop-settings/shop-export-section';
import { ShopLocationSection } from './shop-settings/shop-location-section';

/**
 * The settings as one form in sections, saved together: the saved values become the form's
 * new starting point; a refusal shows above the form and as a toast.
 */
function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useUpdateShopSettingsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ShopSettingsValues>({
    defaultValues: formValuesOf(settings),
    resolver: zodResolver(shopSettingsFormSchema),
  });
  const { handleSubmit, reset, control } = form;
  // The form's own dirty flag does not follow these fields, so the values are compared with
  // the ones last loaded or saved.
  const [lastSaved, setLastSaved] = useState(() => formValuesOf(settings));
  const values = useWatch({ control });
  const isDirty = !sameFormValues(values, lastSaved);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const saved = await save(changesOf(values)).unwrap();
        const next = formValuesOf(saved);
        reset(next);
        setLastSaved(next);
        notify.success(t('shopSettings.saved'));
      } catch (error) {
        const message = errorMessage(error);
        setProblem(message);
        notify.error(message);
      }
    },
    () => notify.error(t('shopSettings.errors.fixFields')),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        <ShopBasicsSection />
        <ShopLocationSection mapTilesUrl={settings.mapTilesUrl} />
        <OpeningHoursSection />
        <CapacitySection />
        <BookingRulesSection />
        <AdditionalServicesSection />
        <PrivacySection />
        {isDirty ? <SettingsSaveBar isSaving={isLoading} onDiscard={() => reset()} /> : null}
      </form>
    </FormProvider>
  );
}

/** Every setting of the shop, in sections, its photos, and the export of its data. */
export function ShopSettingsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useShopSettingsQuery();
  if (isLoading) return <FormSectionsSkeleton fields={2} aria-busy="true" />;
  if (!data) {
    return <LoadFailedState icon={Store} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <div className="space-y-6">
      {data.status === 'pending_verification' ? (
        <Alert tone="warning">{t('shopSettings.pending')}</Alert>
      ) : null}
      <ShopPhotosEditor />
      <SettingsForm settings={data} />
      <ShopExportSection />
    </div>
  );
}
