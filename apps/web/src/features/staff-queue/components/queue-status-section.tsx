import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-heading';
import { cn } from '@/lib/cn';

/** One titled part of the queue's controls, as a card with an icon. */
export function QueueStatusSection({
  icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId}>
        <IconHeading icon={icon} id={headingId} title={title} description={description} />
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
