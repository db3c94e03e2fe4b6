import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormSection } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useExportShopDataMutation } from '../../api/shop-export';

/** The owner takes everything the shop keeps away as CSV files in one ZIP. */
export function ShopExportSection() {
  const { t } = useTranslation();
  const [exportShopData, { isLoading }] = useExportShopDataMutation();
  const download = async () => {
    try {
      await exportShopData().unwrap();
      notify.success(t('shopSettings.export.done'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <FormSection
      title={t('shopSettings.export.title')}
      description={t('shopSettings.export.description')}
    >
      <BusyButton
        variant="secondary"
        busy={isLoading}
        aria-busy={isLoading}
        onClick={download}
        busyLabel={t('shopSettings.export.busy')}
        icon={<Download aria-hidden className="size-4" />}
      >
        {t('shopSettings.export.button')}
      </BusyButton>
    </FormSection>
  );
}
