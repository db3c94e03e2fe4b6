import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ManageCategory, ManageService } from '../api/catalog';
import type { ServiceChanges } from '../hooks/use-service-changes';
import { PricedItemRow } from './catalog-row';
import { ReorderButtons } from './reorder-buttons';

/** One category's services in their order, with a button to add one to it. */
export function ServiceCategorySection({
  category,
  list,
  changes,
  onAdd,
  onEdit,
}: {
  category: ManageCategory;
  list: ManageService[];
  changes: ServiceChanges;
  onAdd: () => void;
  onEdit: (service: ManageService) => void;
}) {
  const { t } = useTranslation();
  const siblings = list.filter((service) => service.categoryId === category.id);
  return (
    <section aria-label={category.name} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">{category.name}</h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={onAdd}
          aria-label={t('manage.services.addTo', { name: category.name })}
        >
          <Plus aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('manage.services.add')}</span>
        </Button>
      </div>
      {siblings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 p-4 text-sm text-zinc-500 dark:border-zinc-700">
          {t('manage.services.noneInCategory')}
        </p>
      ) : (
        <Card>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {siblings.map((service, index) => (
              <PricedItemRow
                key={service.id}
                item={service}
                isToggling={changes.toggling === service.id}
                onToggle={(checked) => void changes.toggle(service, checked)}
                onEdit={() => onEdit(service)}
                onDelete={() => changes.removal.ask(service)}
                reorder={
                  <ReorderButtons
                    name={service.name}
                    isFirst={index === 0}
                    isLast={index === siblings.length - 1}
                    disabled={changes.isReordering}
                    onMove={(delta) => void changes.move(service, siblings, delta)}
                  />
                }
              >
                {service.description ? (
                  <p className="mt-1 line-clamp-2 text-sm text-zinc-500 dark:text-zinc-400">
                    {service.description}
                  </p>
                ) : null}
              </PricedItemRow>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
