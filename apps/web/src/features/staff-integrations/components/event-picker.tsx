import { webhookEventTypes } from '@jono/contract/api/webhooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { WebhookEventType } from '../api/webhooks';
import { type EventGroupKey, eventGroups, eventName } from '../utils/event-groups';

const checkboxClass = 'focus-ring size-4 shrink-0 accent-amber-500';
const rowClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-zinc-900 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800';

/** A group's own box: ticked when all its events are, half-ticked when some are. */
function GroupBox({
  group,
  events,
  value,
  onChange,
  disabled,
}: {
  group: EventGroupKey;
  events: WebhookEventType[];
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const chosen = events.filter((type) => value.includes(type)).length;
  const isAll = chosen === events.length;
  return (
    <label className={cn(rowClass, 'font-semibold')}>
      <input
        type="checkbox"
        className={checkboxClass}
        // Indeterminate has no attribute: it is set on the element each render.
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && !isAll;
        }}
        checked={isAll}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? [...value, ...events.filter((type) => !value.includes(type))]
              : value.filter((type) => !events.includes(type)),
          )
        }
      />
      {t(`integrations.groups.${group}`)}
    </label>
  );
}

/**
 * The events an endpoint hears, as checkboxes in three groups: each group's own box picks or
 * clears the whole group, and "Select all" every event at once.
 */
export function EventPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const isAll = value.length === webhookEventTypes.length;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('integrations.form.events')}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onChange(isAll ? [] : [...webhookEventTypes])}
        >
          {isAll ? t('integrations.form.selectNone') : t('integrations.form.selectAll')}
        </Button>
        <p aria-live="polite" className="ml-auto text-sm text-zinc-500 dark:text-zinc-400">
          {t('integrations.form.chosenCount', {
            chosen: value.length,
            total: webhookEventTypes.length,
          })}
        </p>
      </div>
      <div className="space-y-3 rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
        {eventGroups.map((group) => (
          <div key={group.key}>
            <GroupBox
              group={group.key}
              events={group.events}
              value={value}
              onChange={onChange}
              disabled={disabled}
            />
            <ul className="mt-1 space-y-1 pl-4">
              {group.events.map((type) => (
                <li key={type}>
                  <label className={rowClass}>
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={value.includes(type)}
                      disabled={disabled}
                      onChange={(event) =>
                        onChange(
                          event.target.checked
                            ? [...value, type]
                            : value.filter((one) => one !== type),
                        )
                      }
                    />
                    {eventName(t, type)}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="font-medium text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
