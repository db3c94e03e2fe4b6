import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { OutcomePanel } from './outcome-panel';

/** An account step that went through, said as it appears, with the way on to the login. */
export function LoginOutcome({
  testId,
  icon,
  title,
  loginLabel,
  loginVariant = 'primary',
  children,
}: {
  testId: string;
  icon: LucideIcon;
  title: string;
  loginLabel: string;
  loginVariant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <div role="status">
      <OutcomePanel
        testId={testId}
        icon={icon}
        tone="success"
        title={title}
        actions={
          <Link to={paths.login()} className={buttonStyles({ variant: loginVariant })}>
            {loginLabel}
          </Link>
        }
      >
        {children}
      </OutcomePanel>
    </div>
  );
}
