import type { Session } from '@jono/contract/api/auth';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useProfileForm } from '../hooks/use-profile-form';
import { AvatarPicker } from './avatar-picker';
import { ProfileDetailsSection } from './profile-details-section';

/**
 * The staff member's own profile: picture, name, email, phone and mail permissions, saved as
 * one multipart form. A new email or phone asks for the current password; a new email waits,
 * shown as pending, until the link mailed to it is opened. The session follows the answer.
 */
export function ProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const profile = useProfileForm(session);
  const { form, avatarFile, setAvatarFile, hasChanges, isSubmitting, onSubmit, discard } = profile;
  const { control, watch } = form;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <Card className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <section aria-labelledby="profile-photo" className="p-5 sm:p-8">
          <h2 id="profile-photo" className="mb-5 font-semibold text-zinc-950 dark:text-white">
            {t('profile.avatar.title')}
          </h2>
          <AvatarPicker
            name={watch('name') || session.name}
            currentAvatar={session.avatar}
            file={avatarFile}
            onFileChange={setAvatarFile}
            disabled={isSubmitting}
          />
        </section>

        <ProfileDetailsSection session={session} {...profile} />

        <div className="p-5 sm:p-8">
          <Controller
            control={control}
            name="mailPermissions"
            render={({ field }) => (
              <Switch
                label={t('profile.mailPermissions')}
                description={t('profile.mailPermissionsHint')}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isSubmitting}
              />
            )}
          />
        </div>

        <div className="flex flex-col-reverse items-stretch gap-3 bg-zinc-50/60 p-5 sm:flex-row sm:items-center sm:justify-end sm:px-8 dark:bg-zinc-900/40">
          {hasChanges && !isSubmitting ? (
            <Button variant="ghost" onClick={discard}>
              {t('profile.discard')}
            </Button>
          ) : null}
          <BusyButton
            type="submit"
            busy={isSubmitting}
            disabled={!hasChanges}
            busyLabel={t('profile.saving')}
          >
            {t('profile.save')}
          </BusyButton>
        </div>
      </Card>
    </form>
  );
}
