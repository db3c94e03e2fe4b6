import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconHeading } from '@/components/ui/icon-heading';

/**
 * The head of one part of the page (webhooks, API keys): its heading, which names the part,
 * a line on what it is for, and its "add" button once there is something listed.
 */
export function SectionHead({
  icon,
  headingId,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  headingId: string;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <IconHeading icon={icon} id={headingId} title={title} description={description} />
      {action ? <div className="flex shrink-0 flex-wrap gap-3">{action}</div> : null}
    </div>
  );
}
