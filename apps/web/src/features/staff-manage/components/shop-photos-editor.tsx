import { SHOP_GALLERY_MAX } from '@jono/contract/api/shop-photos';
import { ArrowLeft, ArrowRight, ImagePlus, Images, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormSectionsSkeleton } from '@/components/ui/form-section';
import { Photo } from '@/components/ui/photo';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { pictureProblemOf, pictureTypes } from '@/lib/picture-file';
import { notify } from '@/lib/toast';
import {
  useAddGalleryPhotoMutation,
  useOrderGalleryMutation,
  useRemoveCoverMutation,
  useRemoveGalleryPhotoMutation,
  useSetCoverMutation,
  useShopPhotosQuery,
} from '../api/shop-photos';
import { movedInOrder } from '../utils/gallery-order';
import { LoadFailedState } from './load-failed-state';

/** A file button: a label around a hidden file input, so it takes focus and Enter like a button. */
function FilePicker({
  label,
  isBusy,
  isDisabled = false,
  onFile,
}: {
  label: string;
  isBusy: boolean;
  isDisabled?: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const isOff = isBusy || isDisabled;
  return (
    <label
      htmlFor={inputId}
      aria-disabled={isOff || undefined}
      className={
        isOff
          ? 'inline-flex h-11 cursor-not-allowed items-center gap-2 rounded-xl border border-zinc-200 px-5 font-semibold text-sm text-zinc-400 dark:border-zinc-800 dark:text-zinc-500'
          : 'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-zinc-300 bg-white px-5 font-semibold text-sm text-zinc-900 focus-within:ring-2 focus-within:ring-amber-400 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800'
      }
    >
      {isBusy ? <Spinner className="size-4" /> : <ImagePlus aria-hidden className="size-4" />}
      {label}
      <input
        id={inputId}
        type="file"
        accept={pictureTypes.join(',')}
        className="sr-only"
        disabled={isOff}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <div>
        <h3 className="font-semibold text-base text-zinc-950 dark:text-white">{title}</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The shop's photos: a cover (on the home card and atop the shop page) to choose, replace or
 * remove, and a gallery of up to eight to add, put in order and remove. A wrong file is told
 * before anything is sent; the server's refusals show beside the photos and as a toast.
 */
export function ShopPhotosEditor() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useShopPhotosQuery();
  const [setCover, coverUpload] = useSetCoverMutation();
  const [removeCover, coverRemoval] = useRemoveCoverMutation();
  const [addPhoto, galleryUpload] = useAddGalleryPhotoMutation();
  const [orderGallery, ordering] = useOrderGalleryMutation();
  const [removePhoto, photoRemoval] = useRemoveGalleryPhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);

  if (isLoading) return <FormSectionsSkeleton fields={2} aria-busy="true" />;
  if (!data) return <LoadFailedState icon={Images} error={error} onRetry={() => void refetch()} />;

  const isBusy =
    coverUpload.isLoading ||
    coverRemoval.isLoading ||
    galleryUpload.isLoading ||
    ordering.isLoading ||
    photoRemoval.isLoading;

  /** Runs a change; its success is said in a toast, its refusal beside the photos too. */
  const run = async (change: () => Promise<unknown>, saved: string) => {
    setProblem(null);
    try {
      await change();
      notify.success(saved);
    } catch (failure) {
      const message = errorMessage(failure);
      setProblem(message);
      notify.error(message);
    }
  };

  const upload = (file: File, send: (file: File) => { unwrap: () => Promise<unknown> }) => {
    const wrong = pictureProblemOf(file);
    if (wrong) {
      setProblem(t(wrong === 'type' ? 'shopPhotos.wrongType' : 'shopPhotos.tooLarge'));
      return;
    }
    void run(() => send(file).unwrap(), t('shopPhotos.saved'));
  };

  const ids = data.gallery.map((photo) => photo.id);
  const isFull = data.gallery.length >= SHOP_GALLERY_MAX;

  return (
    <Card className="space-y-6 p-5 sm:p-6">
      <div>
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('shopPhotos.title')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopPhotos.hint')}</p>
      </div>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}

      <Section title={t('shopPhotos.cover.title')} hint={t('shopPhotos.cover.hint')}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="grid aspect-[3/2] w-full max-w-xs place-items-center overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-800">
            {data.cover ? (
              <Photo
                picture={data.cover}
                sizes="20rem"
                alt={t('shopPhotos.cover.alt')}
                className="size-full"
              />
            ) : (
              <span className="px-4 text-center text-sm text-zinc-500 dark:text-zinc-400">
                {t('shopPhotos.cover.none')}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <FilePicker
              label={data.cover ? t('shopPhotos.cover.replace') : t('shopPhotos.cover.choose')}
              isBusy={coverUpload.isLoading}
              isDisabled={isBusy}
              onFile={(file) => upload(file, setCover)}
            />
            {data.cover ? (
              <Button
                variant="secondary"
                disabled={isBusy}
                onClick={() => void run(() => removeCover().unwrap(), t('shopPhotos.removed'))}
              >
                <Trash2 aria-hidden className="size-4" />
                {t('shopPhotos.cover.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      </Section>

      <Section
        title={t('shopPhotos.gallery.title', {
          count: data.gallery.length,
          max: SHOP_GALLERY_MAX,
        })}
        hint={t('shopPhotos.gallery.hint', { max: SHOP_GALLERY_MAX })}
      >
        {data.gallery.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('shopPhotos.gallery.empty')}
          </p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {data.gallery.map((photo, index) => {
              const which = { number: index + 1 };
              return (
                <li key={photo.id} className="space-y-2">
                  <Photo
                    picture={photo}
                    sizes="(min-width: 1024px) 12rem, 45vw"
                    alt={t('shopPhotos.gallery.photo', which)}
                    className="aspect-[4/3] w-full rounded-xl bg-zinc-100 dark:bg-zinc-800"
                  />
                  <div className="flex justify-between gap-1">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isBusy || index === 0}
                      aria-label={t('shopPhotos.gallery.earlier', which)}
                      onClick={() =>
                        void run(
                          () => orderGallery(movedInOrder(ids, index, -1)).unwrap(),
                          t('shopPhotos.ordered'),
                        )
                      }
                    >
                      <ArrowLeft aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isBusy}
                      aria-label={t('shopPhotos.gallery.remove', which)}
                      onClick={() =>
                        void run(() => removePhoto(photo.id).unwrap(), t('shopPhotos.removed'))
                      }
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isBusy || index === data.gallery.length - 1}
                      aria-label={t('shopPhotos.gallery.later', which)}
                      onClick={() =>
                        void run(
                          () => orderGallery(movedInOrder(ids, index, 1)).unwrap(),
                          t('shopPhotos.ordered'),
                        )
                      }
                    >
                      <ArrowRight aria-hidden className="size-4" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <FilePicker
          label={isFull ? t('shopPhotos.gallery.full') : t('shopPhotos.gallery.add')}
          isBusy={galleryUpload.isLoading}
          isDisabled={isBusy || isFull}
          onFile={(file) => upload(file, addPhoto)}
        />
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('shopPhotos.fileHint')}</p>
      </Section>
    </Card>
  );
}
