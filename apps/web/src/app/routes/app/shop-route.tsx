import type { ShopDetail } from '@jono/contract/api/shops';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { isShopNotFound, useShopDetailQuery } from '@/features/customer-shops/api/get-shop';
import { ShopLoadProblem } from '@/features/customer-shops/components/shop-load-problem';
import { hasPaintedHeader } from '@/lib/app-shell';

/**
 * A page about the shop whose id is in the URL: an unknown shop goes to "not found", a
 * failed load offers a retry, and until the shop arrives `skeleton` stands in (under the
 * page's title, with the loading announced to screen readers).
 */
export function ShopRoute({
  pageTitle,
  skeleton,
  children,
}: {
  pageTitle: string;
  skeleton: ReactNode;
  children: (shop: ShopDetail, refetch: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // currentData: never the previous shop's while another one loads.
  const { currentData: shop, error, refetch } = useShopDetailQuery(id);

  if (isShopNotFound(error)) return <Navigate to={paths.shopNotFound} replace />;
  if (shop) return children(shop, refetch);
  if (!error) {
    return (
      <div className="space-y-8">
        {hasPaintedHeader() ? null : <DocumentTitle title={pageTitle} />}
        <h1 className="sr-only">{pageTitle}</h1>
        <p role="status" className="sr-only">
          {t('shopPage.loading')}
        </p>
        {skeleton}
      </div>
    );
  }
  return <ShopLoadProblem pageTitle={pageTitle} onRetry={() => void refetch()} />;
}
