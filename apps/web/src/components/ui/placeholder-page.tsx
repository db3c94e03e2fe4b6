import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A page whose content is still to come: its real title and purpose, and an empty state. */
export function PlaceholderPage({
  icon,
  title,
  description,
  empty,
  emptyDescription,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  empty: string;
  emptyDescription?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-8">
      <PageHeader title={title} description={description} />
      <EmptyState icon={icon} title={empty} description={emptyDescription}>
        {children}
      </EmptyState>
    </div>
  );
}
