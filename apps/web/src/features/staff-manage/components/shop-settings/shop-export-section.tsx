import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
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
      <Button variant="secondary" disabled={isLoading} aria-busy={isLoading} onClick={download}>
        {isLoading ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <Download aria-hidden className="size-4" />
        )}
        {isLoading ? t('shopSettings.export.busy') : t('shopSettings.export.button')}
      </Button>
    </FormSection>
  );
}
