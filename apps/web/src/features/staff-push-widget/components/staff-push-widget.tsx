import type { Session } from '@jono/contract/api/auth';
import { usePushNotices } from '../hooks/use-push-notices';
import { PushWidget } from './push-widget';

/** The push widget of a signed-in staff member, for as long as their own setting says. */
export function StaffPushWidget({ user }: { user: Session }) {
  const { notices, dismiss, dismissAll } = usePushNotices({
    accessToken: user.accessToken,
    shopId: user.shopId,
    role: user.role,
  });
  return (
    <PushWidget
      notices={notices}
      seconds={user.pushWidgetSeconds}
      onDismiss={dismiss}
      onDismissAll={dismissAll}
    />
  );
}
