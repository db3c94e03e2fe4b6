import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import {
  areBrowserAlertsOn,
  browserAlertsPermission,
  subscribeToBrowserAlerts,
  switchBrowserAlerts,
} from '../utils/browser-alerts';

/**
 * The device's browser notifications for the push widget's moments while the dashboard tab
 * is hidden. Switching on asks the browser; a refusal is told beside the switch.
 */
export function BrowserAlertsSwitch() {
  const { t } = useTranslation();
  const isOn = useSyncExternalStore(subscribeToBrowserAlerts, areBrowserAlertsOn, () => false);
  const [isAsking, setAsking] = useState(false);
  const permission = browserAlertsPermission();

  const onChange = async (wanted: boolean) => {
    setAsking(true);
    try {
      await switchBrowserAlerts(wanted);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="space-y-2">
      <Switch
        label={t('pushWidget.browser.label')}
        description={t('pushWidget.browser.hint')}
        checked={isOn}
        onCheckedChange={(wanted) => void onChange(wanted)}
        disabled={isAsking || permission === 'unsupported' || permission === 'denied'}
      />
      {permission === 'denied' || permission === 'unsupported' ? (
        <p className="text-amber-800 text-sm dark:text-amber-300">
          {t(
            permission === 'denied'
              ? 'pushWidget.browser.denied'
              : 'pushWidget.browser.unsupported',
          )}
        </p>
      ) : null}
    </div>
  );
}
