import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { FormSectionsSkeleton } from '@/components/ui/form-section';
import { useShopPhotosQuery } from '../api/shop-photos';
import { useShopPhotoChanges } from '../hooks/use-shop-photo-changes';
import { LoadFailedState } from './load-failed-state';
import { CoverSection, GallerySection } from './shop-photo-sections';

/**
 * The shop's photos: a cover (on the home card and atop the shop page) to choose, replace or
 * remove, and a gallery of up to eight to add, put in order and remove. A wrong file is told
 * before anything is sent; the server's refusals show beside the photos and as a toast.
 */
export function ShopPhotosEditor() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useShopPhotosQuery();
  const changes = useShopPhotoChanges();

  if (isLoading) return <FormSectionsSkeleton fields={2} aria-busy="true" />;
  if (!data) return <LoadFailedState icon={Images} error={error} onRetry={() => void refetch()} />;

  return (
    <Card className="space-y-6 p-5 sm:p-6">
      <div>
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('shopPhotos.title')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopPhotos.hint')}</p>
      </div>
      {changes.problem ? <Alert tone="danger">{changes.problem}</Alert> : null}

      <CoverSection data={data} changes={changes} />

      <GallerySection data={data} changes={changes} />
    </Card>
  );
}
