import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLogout } from '../hooks/use-logout';

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { logout, isLoggingOut } = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      align="start"
      className={className}
      onClick={() => void logout()}
      disabled={isLoggingOut}
    >
      <LogOut aria-hidden className="size-4" />
      {t('actions.logOut')}
    </Button>
  );
}
