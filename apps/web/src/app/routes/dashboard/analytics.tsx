import { AnalyticsDashboard } from '@/features/staff-analytics/components/analytics-dashboard';

/** /dashboard/analytics (every role; a barber sees their own figures). */
export function AnalyticsRoute() {
  return <AnalyticsDashboard />;
}
