import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldBorder } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { useBroadcastForm } from '../hooks/use-broadcast-form';
import {
  BROADCAST_MESSAGE_MAX,
  type BroadcastChoice,
  type BroadcastDraft,
  broadcastChoices,
  broadcastPreview,
  lateMinutes,
} from '../utils/broadcast-words';

/** The three presets and "write your own", one radio button each, stacked for a phone. */
function BroadcastChoices({
  chosen,
  disabled,
  onChoose,
}: {
  chosen: BroadcastChoice;
  disabled: boolean;
  onChoose: (choice: BroadcastChoice) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('board.broadcast.choice')}
      </legend>
      {broadcastChoices.map((choice) => (
        <label
          key={choice}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-zinc-300 px-3.5 py-3 transition-colors hover:bg-zinc-50 has-[:checked]:border-amber-400 has-[:checked]:bg-amber-50 dark:border-zinc-700 dark:has-[:checked]:border-amber-400/60 dark:has-[:checked]:bg-amber-400/10 dark:hover:bg-zinc-800/60"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={chosen === choice}
            disabled={disabled}
            onChange={() => onChoose(choice)}
            className="size-4 shrink-0 accent-amber-500"
          />
          <span className="min-w-0 font-semibold text-sm text-zinc-950 dark:text-white">
            {t(`board.broadcast.${choice}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Staff's own words, at most one text message long, with what is left of it. */
function MessageField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (message: string) => void;
}) {
  const { t } = useTranslation();
  const left = BROADCAST_MESSAGE_MAX - value.length;
  return (
    <Field
      label={t('board.broadcast.message')}
      hint={t('board.broadcast.messageHint')}
      error={error}
      extra={
        <p className="text-right text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
          {t('board.broadcast.left', { count: left })}
        </p>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={3}
          maxLength={BROADCAST_MESSAGE_MAX}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'focus-ring block w-full resize-none rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white',
            fieldBorder(error),
          )}
        />
      )}
    </Field>
  );
}

/** What a customer reading the staff member's language gets, as the server words it. */
function BroadcastPreview({ draft, shopName }: { draft: BroadcastDraft; shopName: string }) {
  const { t } = useTranslation();
  if (draft.choice === 'own' && draft.message.trim() === '') return null;
  return (
    <div className="rounded-xl bg-zinc-50 px-3.5 py-3 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{t('board.broadcast.preview')}</p>
      <p data-testid="broadcast-preview" className="mt-1 break-words">
        {broadcastPreview(draft, shopName, t)}
      </p>
      {draft.choice === 'own' ? null : (
        <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
          {t('board.broadcast.previewNote')}
        </p>
      )}
    </div>
  );
}

/**
 * One message to everyone waiting: a preset the server words in each customer's language
 * ("running 15 minutes late"), or staff's own words sent as typed. A refusal (one went out
 * moments ago) stays in the dialog; a message sent closes it and says how far it reached.
 */
export function BroadcastDialog({
  isOpen,
  waiting,
  shopName,
  onClose,
}: {
  isOpen: boolean;
  waiting: number;
  shopName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, messageError, refusal, isLoading, close, submit } =
    useBroadcastForm(onClose);
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('board.broadcast.title')}
      description={t('board.broadcast.description', { count: waiting })}
      // Four choices, a message and its preview: on a small phone the dialog scrolls.
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      isPending={isLoading}
      problem={refusal}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('board.dialog.back')}
      submitLabel={t('board.broadcast.send')}
      pendingLabel={t('board.broadcast.sending')}
    >
      <BroadcastChoices
        chosen={draft.choice}
        disabled={isLoading}
        onChoose={(choice) => setDraft({ choice })}
      />
      {draft.choice === 'running_late' ? (
        <SelectField
          label={t('board.broadcast.minutes')}
          value={String(draft.minutes)}
          disabled={isLoading}
          onChange={(event) => setDraft({ minutes: Number(event.target.value) })}
          options={lateMinutes.map((minutes) => ({
            value: String(minutes),
            label: t('board.broadcast.minutesOption', { count: minutes }),
          }))}
        />
      ) : null}
      {draft.choice === 'own' ? (
        <MessageField
          value={draft.message}
          error={messageError}
          disabled={isLoading}
          onChange={(message) => setDraft({ message })}
        />
      ) : null}
      <BroadcastPreview draft={draft} shopName={shopName} />
    </FormDialog>
  );
}
