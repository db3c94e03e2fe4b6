import { Compass, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * What a route shows instead of a white screen when it fails: "not found" for a 404
 * answer, otherwise a friendly crash view with a retry.
 */
function RouteErrorView({ area, fullPage }: { area: 'app' | 'dashboard'; fullPage: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
  }, [error]);

  const home =
    area === 'dashboard'
      ? { href: paths.dashboard.root, label: t('actions.backToDashboard') }
      : { href: paths.home, label: t('actions.backHome') };
  const homeLink = (
    <Link to={home.href} className={buttonStyles({ variant: 'secondary' })} reloadDocument>
      {home.label}
    </Link>
  );
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div className={cn(fullPage && 'grid min-h-dvh place-items-center px-4')}>
      {isNotFound ? (
        <StatusView
          icon={Compass}
          eyebrow={t('errors.notFound.eyebrow')}
          title={t('errors.notFound.title')}
          description={t('errors.notFound.description')}
          actions={homeLink}
        />
      ) : (
        <StatusView
          icon={TriangleAlert}
          tone="danger"
          eyebrow={t('errors.boundary.eyebrow')}
          title={t('errors.boundary.title')}
          description={t('errors.boundary.description')}
          actions={
            <>
              {homeLink}
              <Button onClick={() => window.location.reload()}>
                <RotateCcw aria-hidden className="size-4" />
                {t('actions.tryAgain')}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}

/** Inside the app layout: the header and footer stay. */
export function AppRouteError() {
  return <RouteErrorView area="app" fullPage={false} />;
}

/** Standalone pages and anything above the layouts. */
export function StandaloneRouteError() {
  return <RouteErrorView area="app" fullPage />;
}

/** Inside the dashboard frame: the sidebar stays. */
export function DashboardRouteError() {
  return <RouteErrorView area="dashboard" fullPage={false} />;
}

/** Around the dashboard frame itself (e.g. its chunk failed to load). */
export function DashboardShellError() {
  return <RouteErrorView area="dashboard" fullPage />;
}
