import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { formatMinutes, formatMoney } from '@/lib/format';
import type { BarberServices } from '../api/member-services';
import type { ServicesForm, TermRow } from '../hooks/use-services-form';

/**
 * One service in a member's services: whether they do it, their own price and minutes (empty:
 * the catalogue's, shown as the hint), and what their visits of it measured, with a way to
 * take that as their minutes.
 */
export function ServiceTermsFields({
  service,
  row,
  form,
  currency,
}: {
  service: BarberServices['services'][number];
  row: TermRow;
  form: Pick<ServicesForm, 'change' | 'adopt' | 'isSaving'>;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const { catalogue, measured } = service;
  return (
    <fieldset
      aria-label={service.name}
      className="space-y-3 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <Switch
        label={service.name}
        description={service.category}
        checked={row.offered}
        disabled={form.isSaving}
        onCheckedChange={(offered) => form.change(service.serviceId, { offered })}
      />
      {row.offered ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('teamSchedule.services.price')}
            hint={t('teamSchedule.services.catalogue', {
              value: formatMoney(catalogue.price, i18n.language, currency),
            })}
            inputMode="decimal"
            autoComplete="off"
            value={row.price}
            disabled={form.isSaving}
            onChange={(event) => form.change(service.serviceId, { price: event.target.value })}
          />
          <TextField
            label={t('teamSchedule.services.minutes')}
            hint={t('teamSchedule.services.catalogue', {
              value: formatMinutes(catalogue.duration, i18n.language),
            })}
            inputMode="numeric"
            autoComplete="off"
            value={row.duration}
            disabled={form.isSaving}
            onChange={(event) => form.change(service.serviceId, { duration: event.target.value })}
          />
        </div>
      ) : null}
      {row.offered && measured ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <span className="flex items-center gap-2">
            <Gauge aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
            {t('teamSchedule.services.measured', {
              minutes: formatMinutes(measured.median, i18n.language),
              count: measured.visits,
            })}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={form.isSaving || row.duration === String(measured.median)}
            onClick={() => form.adopt(service.serviceId, measured.median)}
          >
            {t('teamSchedule.services.adopt', {
              minutes: formatMinutes(measured.median, i18n.language),
            })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
