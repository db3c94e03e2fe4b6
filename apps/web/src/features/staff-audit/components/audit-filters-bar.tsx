import { type AuditAction, auditActions } from '@jono/contract/api/audit';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import type { AuditFilters, AuditPage } from '../api/audit-log';
import { hasFilters } from '../utils/filters';

/**
 * Dates (the shop's days, both included), the action and who did it. Each choice narrows the
 * list at once; nothing to submit.
 */
export function AuditFiltersBar({
  filters,
  actors,
  today,
  onChange,
  onClear,
}: {
  filters: AuditFilters;
  actors: AuditPage['actors'];
  today: string;
  onChange: (changes: AuditFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const actionOptions = [
    { value: '', label: t('auditLog.filters.anyAction') },
    ...auditActions.map((action) => ({ value: action, label: t(`auditLog.actions.${action}`) })),
  ];
  // One already chosen stays a choice while the first page (which names everyone) loads.
  const isActorListed = actors.some((actor) => actor.id === filters.actorId);
  const actorOptions = [
    { value: '', label: t('auditLog.filters.anyone') },
    ...actors.map((actor) => ({ value: actor.id, label: actor.name || t('auditLog.formerStaff') })),
    ...(filters.actorId && !isActorListed ? [{ value: filters.actorId, label: '…' }] : []),
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('auditLog.filters.label')}</legend>
      {/* The action gets the most room: its Finnish names are the longest choices. */}
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(2,minmax(0,10rem))_minmax(0,2fr)_minmax(0,1fr)]">
        <DateField
          label={t('auditLog.filters.from')}
          value={filters.from ?? ''}
          max={filters.to || today}
          today={today}
          onChange={(from) => onChange({ from })}
          className="col-span-2 min-[22.5rem]:col-span-1"
        />
        <DateField
          label={t('auditLog.filters.to')}
          value={filters.to ?? ''}
          min={filters.from}
          max={today}
          today={today}
          onChange={(to) => onChange({ to })}
          className="col-span-2 min-[22.5rem]:col-span-1"
        />
        <SelectField
          label={t('auditLog.filters.action')}
          options={actionOptions}
          value={filters.action ?? ''}
          onChange={(event) =>
            onChange({ action: (event.target.value || undefined) as AuditAction | undefined })
          }
          className="col-span-2 sm:col-span-1"
        />
        <SelectField
          label={t('auditLog.filters.actor')}
          options={actorOptions}
          value={filters.actorId ?? ''}
          onChange={(event) => onChange({ actorId: event.target.value || undefined })}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      {hasFilters(filters) ? (
        <div className="mt-2 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden className="size-4" />
            {t('auditLog.filters.clear')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
