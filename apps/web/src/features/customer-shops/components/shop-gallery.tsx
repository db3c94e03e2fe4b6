import type { Picture } from '@jono/contract/api/picture';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Photo } from '@/components/ui/photo';

/** The next photo's place, going round at either end. */
export const stepPhoto = (index: number, step: number, count: number) =>
  (index + step + count) % count;

/**
 * The viewer's photo, the one at `index` of `count`, with previous, close and next; the arrow
 * keys anywhere in it step too, going round at either end.
 */
function PhotoViewer({
  photo,
  index,
  count,
  alt,
  onShow,
  onClose,
}: {
  photo: Picture;
  index: number;
  count: number;
  alt: string;
  onShow: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys step through the photos anywhere in the viewer; the buttons do the same for pointers
    <div
      className="space-y-4"
      onKeyDown={(event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (step === undefined || count < 2) return;
        event.preventDefault();
        onShow(stepPhoto(index, step, count));
      }}
    >
      <Photo
        picture={photo}
        sizes="(min-width: 768px) 46rem, 100vw"
        isEager
        alt={alt}
        className="max-h-[70vh] w-full rounded-xl object-contain"
      />
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          disabled={count < 2}
          onClick={() => onShow(stepPhoto(index, -1, count))}
        >
          <ChevronLeft aria-hidden className="size-4" />
          {/* On a narrow phone the arrows alone keep the three buttons on one row. */}
          <span className="sr-only sm:not-sr-only">{t('shopPage.gallery.previous')}</span>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('shopPage.gallery.close')}
        </Button>
        <Button
          variant="secondary"
          disabled={count < 2}
          onClick={() => onShow(stepPhoto(index, 1, count))}
        >
          <span className="sr-only sm:not-sr-only">{t('shopPage.gallery.next')}</span>
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
}

/**
 * The shop's gallery: a grid of photos, each opening a viewer where the arrow keys (or the
 * buttons) go through them and Escape closes.
 */
export const ShopGallery = memo(function ShopGallery({
  shopName,
  photos,
}: {
  shopName: string;
  photos: Picture[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const shown = open === null ? undefined : photos[open];
  const describe = (index: number) =>
    t('shopPage.gallery.photoOf', { number: index + 1, count, shop: shopName });

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={describe(index)}
              className="focus-ring block w-full overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-800"
            >
              <Photo
                picture={photo}
                sizes="(min-width: 640px) 14rem, 50vw"
                className="aspect-[4/3] w-full transition hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : describe(open)}
        className="max-w-3xl"
      >
        {shown && open !== null ? (
          <PhotoViewer
            photo={shown}
            index={open}
            count={count}
            alt={describe(open)}
            onShow={setOpen}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
});
