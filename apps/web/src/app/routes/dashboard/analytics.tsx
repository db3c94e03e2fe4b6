import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';

/** /dashboard/analytics (every role; a barber sees their own figures). */
export function AnalyticsRoute() {
  return <AnalyticsDashboard />;
}
