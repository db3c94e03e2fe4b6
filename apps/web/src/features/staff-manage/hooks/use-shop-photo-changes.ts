import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { pictureProblemOf } from '@/lib/picture-file';
import { notify } from '@/lib/toast';
import {
  useAddGalleryPhotoMutation,
  useOrderGalleryMutation,
  useRemoveCoverMutation,
  useRemoveGalleryPhotoMutation,
  useSetCoverMutation,
} from '../api/shop-photos';
import { movedInOrder } from '../utils/gallery-order';

/**
 * The changes to the shop's photos, one at a time. A wrong file is told before anything is
 * sent; a refusal of the server stays beside the photos (`problem`) as well as in a toast.
 */
export function useShopPhotoChanges() {
  const { t } = useTranslation();
  const [setCover, coverUpload] = useSetCoverMutation();
  const [removeCover, coverRemoval] = useRemoveCoverMutation();
  const [addPhoto, galleryUpload] = useAddGalleryPhotoMutation();
  const [orderGallery, ordering] = useOrderGalleryMutation();
  const [removePhoto, photoRemoval] = useRemoveGalleryPhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);

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

  return {
    problem,
    isBusy,
    isCoverUploading: coverUpload.isLoading,
    isGalleryUploading: galleryUpload.isLoading,
    uploadCover: (file: File) => upload(file, setCover),
    removeCover: () => void run(() => removeCover().unwrap(), t('shopPhotos.removed')),
    addPhoto: (file: File) => upload(file, addPhoto),
    /** Moves the photo at `index` one place earlier (-1) or later (1) in the gallery. */
    movePhoto: (ids: string[], index: number, step: -1 | 1) =>
      void run(
        () => orderGallery(movedInOrder(ids, index, step)).unwrap(),
        t('shopPhotos.ordered'),
      ),
    removePhoto: (id: string) => void run(() => removePhoto(id).unwrap(), t('shopPhotos.removed')),
  };
}

export type ShopPhotoChanges = ReturnType<typeof useShopPhotoChanges>;
