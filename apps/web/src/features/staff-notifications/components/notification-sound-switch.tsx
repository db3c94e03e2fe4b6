import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useNotificationsDispatch } from '../hooks/use-notifications-dispatch';
import { selectIsSoundOn, switchNotificationSound } from '../stores/notifications-slice';

function useNotificationSound() {
  const dispatch = useNotificationsDispatch();
  const isSoundOn = useSelector(selectIsSoundOn);
  return { isSoundOn, setSoundOn: (isOn: boolean) => dispatch(switchNotificationSound(isOn)) };
}

/** The sound setting as a labelled switch (in the bell's list). */
export function NotificationSoundSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isSoundOn, setSoundOn } = useNotificationSound();
  return (
    <Switch
      className={className}
      label={t('notifications.sound')}
      description={t('notifications.soundHint')}
      checked={isSoundOn}
      onCheckedChange={setSoundOn}
    />
  );
}

/** The same setting as one icon button, for a page header. */
export function NotificationSoundToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isSoundOn, setSoundOn } = useNotificationSound();
  const Icon = isSoundOn ? Volume2 : VolumeX;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-pressed={isSoundOn}
      onClick={() => setSoundOn(!isSoundOn)}
    >
      <Icon aria-hidden className="size-4" />
      {t('notifications.soundShort')}
    </Button>
  );
}
