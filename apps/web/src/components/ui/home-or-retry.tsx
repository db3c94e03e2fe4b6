import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button, buttonStyles } from './button';

/** The ways on from a page that could not load: home (the quieter one), or another try. */
export function HomeOrRetry({
  homeLabel,
  retryLabel,
  onRetry,
}: {
  homeLabel: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
        {homeLabel}
      </Link>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </>
  );
}
