import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, fieldBorder } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';

/** A text written once (a reply, a report's reason): a labelled box, send and cancel. */
export function InlineTextForm({
  label,
  submitLabel,
  maxLength,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  maxLength: number;
  /** Resolves when sent; a refusal rejects with the call's error. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setIsSending(true);
    setError(null);
    try {
      await onSubmit(text.trim());
    } catch (failure) {
      setError(errorMessage(failure));
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3 pt-2">
      <Field label={label} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={cn(
              'focus-ring block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs dark:bg-zinc-900 dark:text-white',
              fieldBorder(error),
            )}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSending || !text.trim()}>
          {submitLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('ownerReviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
