import { type PushWidgetSeconds, pushWidgetSecondsOptions } from '@jono/contract/api/auth';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/error-message';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { useUpdateProfileMutation } from '../api/update-profile';

const toastId = 'push-widget-time';

/**
 * How long the dashboard's push widget stays up for this member: 3, 5 or 10 seconds, or until
 * they close it. Saved as soon as it is picked, alone (the rest of the profile is left as it is).
 */
export function PushWidgetTime({ seconds }: { seconds: PushWidgetSeconds }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateProfile, { isLoading, originalArgs }] = useUpdateProfileMutation();
  const shown = (isLoading ? originalArgs?.pushWidgetSeconds : undefined) ?? seconds;

  const save = async (value: string) => {
    const picked = pushWidgetSecondsOptions.find((option) => String(option) === value);
    if (picked === undefined) return;
    try {
      const saved = await updateProfile({ pushWidgetSeconds: picked }).unwrap();
      dispatch(sessionUpdated({ pushWidgetSeconds: saved.pushWidgetSeconds }));
      notify.success(t('pushWidget.settings.saved'), { id: toastId });
    } catch (error) {
      notify.error(errorMessage(error, t('pushWidget.settings.saveFailed')), { id: toastId });
    }
  };

  return (
    <SelectField
      label={t('pushWidget.settings.time')}
      value={String(shown)}
      disabled={isLoading}
      onChange={(event) => void save(event.target.value)}
      options={pushWidgetSecondsOptions.map((option) => ({
        value: String(option),
        label:
          option === 0
            ? t('pushWidget.settings.untilClosed')
            : t('pushWidget.settings.seconds', { count: option }),
      }))}
    />
  );
}
