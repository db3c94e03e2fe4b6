import { SHOP_GALLERY_MAX, type ShopPhotos } from '@jono/contract/api/shop-photos';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import type { ShopPhotoChanges } from '../hooks/use-shop-photo-changes';
import { FilePicker } from './photo-file-picker';

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

/** The cover: shown, or said to be missing; to choose, replace or remove. */
export function CoverSection({ data, changes }: { data: ShopPhotos; changes: ShopPhotoChanges }) {
  const { t } = useTranslation();
  return (
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
            isBusy={changes.isCoverUploading}
            isDisabled={changes.isBusy}
            onFile={changes.uploadCover}
          />
          {data.cover ? (
            <Button variant="secondary" disabled={changes.isBusy} onClick={changes.removeCover}>
              <Trash2 aria-hidden className="size-4" />
              {t('shopPhotos.cover.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

/** One photo of the gallery, with its buttons to move it earlier or later, or remove it. */
function GalleryPhoto({
  photo,
  index,
  ids,
  changes,
}: {
  photo: ShopPhotos['gallery'][number];
  index: number;
  ids: string[];
  changes: ShopPhotoChanges;
}) {
  const { t } = useTranslation();
  const which = { number: index + 1 };
  return (
    <li className="space-y-2">
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
          disabled={changes.isBusy || index === 0}
          aria-label={t('shopPhotos.gallery.earlier', which)}
          onClick={() => changes.movePhoto(ids, index, -1)}
        >
          <ArrowLeft aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={changes.isBusy}
          aria-label={t('shopPhotos.gallery.remove', which)}
          onClick={() => changes.removePhoto(photo.id)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={changes.isBusy || index === ids.length - 1}
          aria-label={t('shopPhotos.gallery.later', which)}
          onClick={() => changes.movePhoto(ids, index, 1)}
        >
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/** The gallery in its order, and the button to add a photo while there is room. */
export function GallerySection({ data, changes }: { data: ShopPhotos; changes: ShopPhotoChanges }) {
  const { t } = useTranslation();
  const ids = data.gallery.map((photo) => photo.id);
  const isFull = data.gallery.length >= SHOP_GALLERY_MAX;
  return (
    <Section
      title={t('shopPhotos.gallery.title', {
        count: data.gallery.length,
        max: SHOP_GALLERY_MAX,
      })}
      hint={t('shopPhotos.gallery.hint', { max: SHOP_GALLERY_MAX })}
    >
      {data.gallery.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopPhotos.gallery.empty')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {data.gallery.map((photo, index) => (
            <GalleryPhoto key={photo.id} photo={photo} index={index} ids={ids} changes={changes} />
          ))}
        </ol>
      )}
      <FilePicker
        label={isFull ? t('shopPhotos.gallery.full') : t('shopPhotos.gallery.add')}
        isBusy={changes.isGalleryUploading}
        isDisabled={changes.isBusy || isFull}
        onFile={changes.addPhoto}
      />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('shopPhotos.fileHint')}</p>
    </Section>
  );
}
