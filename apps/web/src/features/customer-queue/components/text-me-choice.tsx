import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectTextMe, textMeSet } from '../stores/text-me-slice';

/**
 * "Text me when it's time to come": the customer's consent to alerts by text, ticked to start
 * with. The join sends the answer; the page shows the box only where the server sends texts.
 */
export function TextMeChoice({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const textMe = useSelector(selectTextMe);
  const boxId = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <input
        id={boxId}
        type="checkbox"
        className="focus-ring mt-0.5 size-5 shrink-0 accent-amber-500"
        checked={textMe}
        disabled={disabled}
        onChange={(event) => dispatch(textMeSet(event.target.checked))}
      />
      <label
        htmlFor={boxId}
        className="flex min-w-0 cursor-pointer items-start gap-2 text-sm text-zinc-800 [overflow-wrap:anywhere] dark:text-zinc-200"
      >
        <MessageSquareText
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
        />
        {t('order.textMe')}
      </label>
    </div>
  );
}
