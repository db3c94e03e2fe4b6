import { ImagePlus, Undo2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type AvatarProblem, avatarProblemOf, avatarTypes } from '../utils/avatar-file';

/** A local preview of a chosen file, released again when it is no longer shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The picture as it will be, marked "new" while it is a file not yet saved. */
function AvatarPreview({ name, src, isNew }: { name: string; src: string | null; isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <Avatar name={name} src={src} size="lg" className="ring-4 ring-white dark:ring-zinc-900" />
      {isNew ? (
        <span className="absolute -right-1 -bottom-1 rounded-full bg-amber-400 px-2 py-0.5 font-semibold text-[0.65rem] text-zinc-950 uppercase tracking-wide">
          {t('profile.avatar.new')}
        </span>
      ) : null}
    </div>
  );
}

/** The file input, dressed as a button; its hint and any problem describe it. */
function FileChooser({
  id,
  label,
  hasProblem,
  disabled,
  onChoose,
}: {
  id: string;
  label: string;
  hasProblem: boolean;
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  return (
    <label
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-zinc-300 bg-white px-4 font-semibold text-sm text-zinc-900 transition-colors hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-2',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      <ImagePlus aria-hidden className="size-4" />
      {label}
      <input
        type="file"
        accept={avatarTypes.join(',')}
        className="sr-only"
        disabled={disabled}
        aria-describedby={`${id}-hint${hasProblem ? ` ${id}-problem` : ''}`}
        aria-invalid={hasProblem ? true : undefined}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // Choosing the same file again after an undo still counts as a change.
          event.target.value = '';
        }}
      />
    </label>
  );
}

/**
 * The profile picture: the current one, or a preview of a newly chosen file. The file is
 * checked here (type and the 5 MB limit) before the form may send it.
 */
export function AvatarPicker({
  name,
  currentAvatar,
  file,
  onFileChange,
  disabled,
}: {
  name: string;
  currentAvatar: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const previewUrl = useObjectUrl(file);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = avatarProblemOf(chosen);
    setProblem(found);
    onFileChange(found ? null : chosen);
  };

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <AvatarPreview name={name} src={previewUrl ?? currentAvatar} isNew={Boolean(previewUrl)} />
      <div className="min-w-0 flex-1 space-y-2 text-center sm:text-left">
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <FileChooser
            id={id}
            label={currentAvatar || file ? t('profile.avatar.change') : t('profile.avatar.choose')}
            hasProblem={problem !== null}
            disabled={disabled}
            onChoose={choose}
          />
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-10"
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onFileChange(null);
              }}
            >
              <Undo2 aria-hidden className="size-4" />
              {t('profile.avatar.undo')}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('profile.avatar.hint')}
        </p>
        {problem ? (
          <p
            id={`${id}-problem`}
            role="alert"
            className="font-medium text-red-600 text-sm dark:text-red-400"
          >
            {t(problem === 'type' ? 'profile.avatar.typeError' : 'profile.avatar.sizeError')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
