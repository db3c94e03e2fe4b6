import type { ServiceCategory } from '@jono/contract/api/shops';
import { memo, type ReactNode, useId } from 'react';
import { useShopCart } from '../hooks/use-shop-cart';
import { ServiceRow } from './service-row';

/** The shop's services by category, each with its add-ons, to build the order from. */
export const ServiceMenu = memo(function ServiceMenu({
  shopId,
  categories,
}: {
  shopId: string;
  categories: readonly ServiceCategory[];
}) {
  const { services: chosenServices } = useShopCart(shopId);
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <CategorySection key={category.id} category={category}>
          {category.services.map((service) => (
            <ServiceRow
              key={service.id}
              shopId={shopId}
              service={service}
              chosen={chosenServices.find((s) => s.id === service.id)}
            />
          ))}
        </CategorySection>
      ))}
    </div>
  );
});

function CategorySection({
  category,
  children,
}: {
  category: ServiceCategory;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2.5 font-semibold text-lg text-zinc-950 dark:text-white">
        {category.name}
      </h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}
