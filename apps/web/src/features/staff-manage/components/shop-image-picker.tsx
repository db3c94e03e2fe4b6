import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { assetUrl } from '@/lib/asset-url';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useUploadShopImageMutation } from '../api/shop-settings';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const maxBytes = 5 * 1024 * 1024;

/** Why a chosen file cannot be the shop picture, as an i18n key, or null. */
export function imageProblem(file: File): string | null {
  if (!accepted.includes(file.type)) return 'shopSettings.image.wrongType';
  if (file.size > maxBytes) return 'shopSettings.image.tooLarge';
  return null;
}

/** The shop picture: chosen, previewed at once and uploaded. */
export function ShopImagePicker({ image }: { image: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [upload, { isLoading }] = useUploadShopImageMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const key = imageProblem(file);
    if (key) {
      setProblem(t(key as never));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    try {
      await upload(file).unwrap();
      notify.success(t('shopSettings.image.saved'));
    } catch (error) {
      setPreview(null);
      const message = errorMessage(error);
      setProblem(message);
      notify.error(message);
    }
  };

  const shown = preview ?? (image ? assetUrl(image) : null);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
        {t('shopSettings.sections.image')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative grid aspect-video w-full max-w-xs place-items-center overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-800">
          {shown ? (
            <img src={shown} alt={t('shopSettings.image.alt')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-8 text-zinc-400" />
          )}
          {isLoading ? (
            <span className="absolute inset-0 grid place-items-center bg-zinc-950/40">
              <Spinner className="size-6 text-white" />
            </span>
          ) : null}
        </div>
        <div className="space-y-2">
          <label
            htmlFor={inputId}
            className="focus-within:ring-2 focus-within:ring-amber-400 inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-zinc-300 bg-white px-5 font-semibold text-sm text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
          >
            <ImagePlus aria-hidden className="size-4" />
            {isLoading ? t('shopSettings.image.uploading') : t('shopSettings.image.choose')}
            <input
              id={inputId}
              type="file"
              accept={accepted.join(',')}
              className="sr-only"
              disabled={isLoading}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('shopSettings.image.hint')}</p>
          {problem ? (
            <p role="alert" className="font-medium text-red-600 text-sm dark:text-red-400">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
