import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ManageCategory, ManageService } from '../api/catalog';

const checkboxClass = 'focus-ring size-4 accent-amber-500';

/** A category's own box: ticked when all its services are, half-ticked when some are. */
function CategoryBox({
  category,
  ids,
  value,
  onChange,
  disabled,
}: {
  category: ManageCategory;
  ids: string[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const chosen = ids.filter((id) => value.includes(id)).length;
  const isAll = chosen === ids.length;
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 font-semibold text-xs text-zinc-500 uppercase hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800">
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={t('manage.addons.allInCategory', { name: category.name })}
        // Indeterminate has no attribute: it is set on the element each render.
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && !isAll;
        }}
        checked={isAll}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? [...value, ...ids.filter((id) => !value.includes(id))]
              : value.filter((id) => !ids.includes(id)),
          )
        }
      />
      {category.name}
    </label>
  );
}

/** A category's box, then a box for each of its services. */
function ServiceGroup({
  category,
  services,
  value,
  onChange,
  disabled,
}: {
  category: ManageCategory;
  /** The category's services, in their order. */
  services: ManageService[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((item) => item !== id));
  return (
    <div>
      <CategoryBox
        category={category}
        ids={services.map((service) => service.id)}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
      <ul className="mt-1 space-y-1 pl-4">
        {services.map((service) => (
          <li key={service.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-zinc-900 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={value.includes(service.id)}
                disabled={disabled}
                onChange={(event) => toggle(service.id, event.target.checked)}
              />
              {service.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The services an add-on applies to, as checkboxes grouped by category: each category's own
 * box picks or clears the whole category, and "All services" and "None" do every one at once.
 */
export function ServicePicker({
  value,
  onChange,
  services,
  categories,
  disabled,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  services: ManageService[];
  categories: ManageCategory[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const groups = categories.flatMap((category) => {
    const inCategory = services.filter((service) => service.categoryId === category.id);
    return inCategory.length > 0 ? [{ category, services: inCategory }] : [];
  });
  const shownIds = groups.flatMap((group) => group.services.map((service) => service.id));
  const chosen = shownIds.filter((id) => value.includes(id)).length;
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('manage.addons.appliesTo')}
      </legend>
      {groups.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('manage.addons.noServices')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(shownIds)}
            >
              {t('manage.addons.chooseAll')}
            </Button>
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange([])}>
              {t('manage.addons.chooseNone')}
            </Button>
            <p aria-live="polite" className="ml-auto text-sm text-zinc-500 dark:text-zinc-400">
              {t('manage.addons.chosenCount', { chosen, count: shownIds.length })}
            </p>
          </div>
          <div className="max-h-56 space-y-3 overflow-y-auto rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
            {groups.map((group) => (
              <ServiceGroup
                key={group.category.id}
                category={group.category}
                services={group.services}
                value={value}
                onChange={onChange}
                disabled={disabled}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
