import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

/** The booking turned out confirmed after all: say so and lead to its page. */
export function BookedView({
  bookingId,
  title,
  description,
  linkLabel,
}: {
  bookingId: string;
  title: string;
  description: string;
  linkLabel: string;
}) {
  return (
    <StatusView
      icon={CircleCheck}
      tone="success"
      title={title}
      description={description}
      actions={
        <Link to={paths.bookingPaid(bookingId)} className={buttonStyles()}>
          {linkLabel}
        </Link>
      }
    />
  );
}
