import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { pictureTypes } from '@/lib/picture-file';

/** A file button: a label around a hidden file input, so it takes focus and Enter like a button. */
export function FilePicker({
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
