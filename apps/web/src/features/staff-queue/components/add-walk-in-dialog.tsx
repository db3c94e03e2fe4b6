import type { ShopDetail } from '@jono/contract/api/shops';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWishLabel } from '@/components/order/wish-list';
import { BarberChoice } from '@/components/team/barber-choice';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useAddWalkInForm } from '../hooks/use-add-walk-in-form';
import { DeskServices } from './desk-services';

/** The shop's extras (no wash, a quiet visit) the customer wants, one switch each. */
function WishSwitches({
  options,
  chosen,
  onChange,
}: {
  options: ShopDetail['additionalServices'];
  chosen: readonly string[];
  onChange: (wishes: string[]) => void;
}) {
  const { t } = useTranslation();
  const wishLabel = useWishLabel();
  const wishes = Object.entries(options);
  if (wishes.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('desk.wishes')}
      </legend>
      {wishes.map(([id, option]) => (
        <Switch
          key={id}
          label={wishLabel({ id, name: option.name })}
          checked={chosen.includes(id)}
          onCheckedChange={(isOn) =>
            onChange(isOn ? [...chosen, id] : chosen.filter((wish) => wish !== id))
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * The desk adds a customer who is in the shop: a name and services, a phone or email only
 * if they want word of their turn, their wishes and "any barber" or one working today.
 * Open and full apply as for anyone; a refusal says why.
 */
export function AddWalkInDialog({
  shop,
  isOpen,
  onClose,
}: {
  shop: ShopDetail;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, setForm, problems, refusal, isLoading, close, submit } = useAddWalkInForm(
    shop,
    onClose,
  );

  /** A typed contact field: its value, its problem, and typing into the form. */
  const typed = (key: 'name' | 'phone' | 'email') => ({
    value: form[key],
    error: problems[key],
    disabled: isLoading,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('desk.title')}
      description={t('desk.description')}
      // The catalogue and the team can be long: the dialog scrolls within the screen.
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      isPending={isLoading}
      problem={refusal}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('board.dialog.back')}
      submitLabel={t('desk.submit')}
      pendingLabel={t('desk.adding')}
    >
      <TextField label={t('desk.name')} autoComplete="off" {...typed('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('desk.phone')} type="tel" autoComplete="off" {...typed('phone')} />
        <TextField label={t('desk.email')} type="email" autoComplete="off" {...typed('email')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('desk.services')}
        </legend>
        {problems.services ? (
          <p className="font-medium text-red-600 text-sm dark:text-red-400">{problems.services}</p>
        ) : null}
        <DeskServices
          categories={shop.categories}
          chosen={form.services}
          onChange={(services) => setForm({ ...form, services })}
        />
      </fieldset>
      <WishSwitches
        options={shop.additionalServices}
        chosen={form.wishes}
        onChange={(wishes) => setForm({ ...form, wishes })}
      />
      {shop.team.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            {t('barbers.title')}
          </legend>
          <BarberChoice
            team={shop.team}
            timezone={shop.timezone}
            anyWaitMinutes={shop.waitingTime}
            value={form.barberId}
            onChange={(barberId) => setForm({ ...form, barberId })}
          />
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
