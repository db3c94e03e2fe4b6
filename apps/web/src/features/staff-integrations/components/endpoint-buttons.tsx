import { ChevronDown, KeyRound, Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { WebhookEndpoint } from '../api/webhooks';

// On a phone each button is a full-width row of its own; from `sm` up they wrap in a line.
const buttonWidth = 'w-full sm:w-auto';

/** Off switches on; active or paused switches off (a paused one then stays off). */
function OnOffButton({
  isOff,
  isChanging,
  onSetEnabled,
}: {
  isOff: boolean;
  isChanging: boolean;
  onSetEnabled: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const Icon = isOff ? Power : PowerOff;
  return (
    <BusyButton
      variant="secondary"
      size="sm"
      className={buttonWidth}
      busy={isChanging}
      icon={<Icon aria-hidden className="size-4" />}
      onClick={() => onSetEnabled(isOff)}
    >
      {isOff ? t('integrations.switchOn') : t('integrations.switchOff')}
    </BusyButton>
  );
}

/** Opens and closes the delivery log below the buttons (a disclosure). */
function LogButton({
  isOpen,
  logId,
  onToggle,
}: {
  isOpen: boolean;
  logId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={buttonWidth}
      aria-expanded={isOpen}
      aria-controls={logId}
      onClick={onToggle}
    >
      <ChevronDown
        aria-hidden
        className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
      />
      {t('integrations.deliveries.title')}
    </Button>
  );
}

/**
 * The steps of one endpoint. Switching a paused one back on is its "Resume", beside its state;
 * a test event goes only to an endpoint that is on (one that is off or paused would only queue
 * it).
 */
export function EndpointButtons({
  endpoint,
  isLogOpen,
  logId,
  isChanging,
  isPinging,
  onEdit,
  onSetEnabled,
  onSendTest,
  onAsk,
  onToggleLog,
}: {
  endpoint: WebhookEndpoint;
  isLogOpen: boolean;
  logId: string;
  isChanging: boolean;
  isPinging: boolean;
  onEdit: () => void;
  onSetEnabled: (enabled: boolean) => void;
  onSendTest: () => void;
  onAsk: (step: 'renew' | 'delete') => void;
  onToggleLog: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="secondary" size="sm" className={buttonWidth} onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
        {t('integrations.edit')}
      </Button>
      <OnOffButton
        isOff={endpoint.state === 'disabled'}
        isChanging={isChanging}
        onSetEnabled={onSetEnabled}
      />
      <BusyButton
        variant="secondary"
        size="sm"
        className={buttonWidth}
        busy={isPinging}
        busyLabel={t('integrations.sendingTest')}
        disabled={endpoint.state !== 'active'}
        icon={<Send aria-hidden className="size-4" />}
        onClick={onSendTest}
      >
        {t('integrations.sendTest')}
      </BusyButton>
      <Button variant="secondary" size="sm" className={buttonWidth} onClick={() => onAsk('renew')}>
        <KeyRound aria-hidden className="size-4" />
        {t('integrations.renewSecret')}
      </Button>
      <LogButton isOpen={isLogOpen} logId={logId} onToggle={onToggleLog} />
      <Button
        variant="dangerGhost"
        size="sm"
        className={buttonWidth}
        onClick={() => onAsk('delete')}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('integrations.delete')}
      </Button>
    </div>
  );
}
