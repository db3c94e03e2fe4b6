import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * An order page with nothing to confirm yet (no services, no time): the page's header, why,
 * and a link back to the step that fills in what is missing.
 */
export function OrderPageEmpty({
  header,
  icon,
  title,
  description,
  to,
  linkLabel,
}: {
  header: ReactNode;
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <div className="space-y-8">
      {header}
      <EmptyState icon={icon} title={title} description={description}>
        <Link to={to} className={buttonStyles()}>
          {linkLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </EmptyState>
    </div>
  );
}
