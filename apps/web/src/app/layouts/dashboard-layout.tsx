import type { Session } from '@jono/contract';
import { canAccess, rolesWithLiveStatus } from '@jono/contract/roles';
import { Menu, Tv, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { JonoWordmark } from '@/components/ui/jono-mark';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeSwitcher } from '@/features/preferences/components/theme-switcher';
import { EmailProofBanner } from '@/features/staff-auth/components/email-proof-banner';
import { LogoutButton } from '@/features/staff-auth/components/logout-button';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { NotificationBell } from '@/features/staff-notifications/components/notification-bell';
import { StatusSelect } from '@/features/staff-profile/components/status-select';
import { StaffPushWidget } from '@/features/staff-push-widget/components/staff-push-widget';
import { TeamList } from '@/features/staff-team/components/team-list';
import { useStaffRoom } from '@/features/staff-team/hooks/use-staff-room';
import { cn } from '@/lib/cn';
import { useLiveStatusLabel } from '@/lib/live-status-label';
import { dashboardNavFor } from './dashboard-nav';

const navLinkStyles = ({ isActive }: { isActive: boolean }) =>
  cn(
    'focus-ring flex h-10 items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors',
    isActive
      ? 'bg-amber-400/15 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300'
      : 'text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-zinc-800/70 dark:hover:text-white',
  );

function SidebarNav({ user }: { user: Session }) {
  const { t } = useTranslation();
  const groups = dashboardNavFor(user.role);
  return (
    <nav aria-label={t('dashboard.navigation')} className="flex-1 space-y-6 px-3 py-4">
      {groups.map((group) => (
        <div key={group.key}>
          <p className="mb-1.5 px-3 font-semibold text-xs text-zinc-600 uppercase tracking-wider dark:text-zinc-400">
            {t(`dashboard.groups.${group.key}`)}
          </p>
          <ul className="space-y-0.5">
            {group.items.map(({ key, to, icon: Icon, end }) => (
              <li key={key}>
                <NavLink to={to} end={end} className={navLinkStyles}>
                  <Icon aria-hidden className="size-4.5 shrink-0" />
                  {t(`dashboard.nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canAccess(user.role, 'currentStatus') ? (
        <ul className="border-zinc-200 border-t pt-4 dark:border-zinc-800">
          <li>
            <NavLink to={paths.shopCurrentStatus(user.shopId)} className={navLinkStyles}>
              <Tv aria-hidden className="size-4.5 shrink-0" />
              {t('dashboard.nav.shopScreen')}
            </NavLink>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

/** The user's own card: picture, name, role and live status (owners and barbers set it here). */
function UserCard({ user }: { user: Session }) {
  const { t } = useTranslation();
  const hasLiveStatus = rolesWithLiveStatus.includes(user.role);
  return (
    <div className="space-y-2 border-zinc-200 border-t p-3 dark:border-zinc-800">
      <Link
        to={paths.dashboard.profile}
        className="focus-ring flex items-center gap-3 rounded-lg px-3 py-2 transition-colors hover:bg-zinc-200/60 dark:hover:bg-zinc-800/70"
      >
        <span className="relative">
          <Avatar name={user.name} src={user.avatar} size="sm" />
          {hasLiveStatus && user.status ? (
            <LiveStatusDot status={user.status} ring className="absolute -right-0.5 -bottom-0.5" />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="sr-only">{t('dashboard.signedInAs')} </span>
          <span className="block truncate font-semibold text-sm text-zinc-950 dark:text-white">
            {user.name}
          </span>
          <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">
            {t(`roles.${user.role}`)}
          </span>
        </span>
      </Link>
      {hasLiveStatus ? (
        <StatusSelect
          status={user.status}
          breakEndsAt={user.breakEndsAt}
          defaultBreakMinutes={user.defaultBreakMinutes}
        />
      ) : null}
      <LogoutButton className="w-full" />
    </div>
  );
}

/** On a phone the sidebar is folded away: the user's picture and status stay in sight. */
function HeaderAvatar({ user }: { user: Session }) {
  const { t } = useTranslation();
  const statusLabel = useLiveStatusLabel();
  const status = rolesWithLiveStatus.includes(user.role) ? user.status : null;
  return (
    <Link
      to={paths.dashboard.profile}
      className="focus-ring relative ml-1 rounded-full lg:hidden"
      aria-label={
        status
          ? `${t('dashboard.nav.profile')}: ${user.name}, ${statusLabel(status, user.breakEndsAt)}`
          : `${t('dashboard.nav.profile')}: ${user.name}`
      }
    >
      <Avatar name={user.name} src={user.avatar} size="sm" />
      {status ? (
        <LiveStatusDot status={status} ring className="absolute -right-0.5 -bottom-0.5" />
      ) : null}
    </Link>
  );
}

function SidebarContent({ user }: { user: Session }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex shrink-0 flex-col justify-center gap-1 px-5 py-4">
        <Link
          to={dashboardHomeFor(user.role)}
          aria-label={t('dashboard.title')}
          className="focus-ring -m-1 self-start rounded-lg p-1"
        >
          <JonoWordmark />
        </Link>
        {user.shopName ? (
          <p
            className="truncate font-semibold text-sm text-zinc-700 dark:text-zinc-300"
            data-testid="sidebar-shop-name"
          >
            {user.shopName}
          </p>
        ) : null}
      </div>
      <SidebarNav user={user} />
      {/* The whole sidebar scrolls as one: a pages list squeezed between the team and the
          user's card left its lower items out of sight, with no sign there were more. */}
      <TeamList currentUserId={user.userId} />
      <UserCard user={user} />
    </>
  );
}

/** On a phone the sidebar is a drawer: Escape, the backdrop or a navigation closes it. */
function MobileDrawer({ user, id, onClose }: { user: Session; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);

  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep keyboard focus inside the open drawer.
      const focusable = panel.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled])',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-label={t('actions.closeMenu')}
        className="absolute inset-0 bg-zinc-950/60 backdrop-blur-sm animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('dashboard.navigation')}
        className="relative flex h-full w-72 max-w-[85vw] flex-col overflow-y-auto bg-zinc-50 shadow-2xl animate-slide-in dark:bg-zinc-950"
      >
        <Button
          ref={closeButton}
          variant="ghost"
          size="icon"
          aria-label={t('actions.closeMenu')}
          className="absolute top-3 right-3"
          onClick={onClose}
        >
          <X aria-hidden className="size-5" />
        </Button>
        <SidebarContent user={user} />
      </div>
    </div>
  );
}

/** The staff frame: a sidebar of the pages the role may open, collapsible on a phone. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A navigation from inside the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  // Every staff screen sees colleagues' status changes live (the team list).
  useStaffRoom({ accessToken: user?.accessToken ?? null, userId: user?.userId ?? null });

  if (!user) return null; // RequireSession renders this layout only with a session.

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col overflow-y-auto border-zinc-200 border-r bg-zinc-100/60 lg:flex dark:border-zinc-800 dark:bg-zinc-900/40">
        <SidebarContent user={user} />
      </aside>
      {isMenuOpen ? <MobileDrawer user={user} id={drawerId} onClose={closeMenu} /> : null}
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-zinc-200/80 border-b bg-zinc-50/85 px-4 backdrop-blur-md sm:px-8 dark:border-zinc-800/80 dark:bg-zinc-950/80">
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="-ml-2 lg:hidden"
            aria-label={t('actions.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls={drawerId}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden className="size-5" />
          </Button>
          <Link
            to={dashboardHomeFor(user.role)}
            aria-label={t('dashboard.title')}
            className="focus-ring rounded-lg lg:hidden"
          >
            {/* At 320 px the bell, language, theme and picture leave no room for the word. */}
            <JonoWordmark wordClassName="max-[22.5rem]:hidden" />
          </Link>
          <p className="hidden font-semibold text-sm text-zinc-500 lg:block dark:text-zinc-400">
            {t('dashboard.title')}
          </p>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            <NotificationBell shopId={user.shopId} accessToken={user.accessToken} />
            <LanguageSwitcher />
            <ThemeSwitcher />
            <HeaderAvatar user={user} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-8 sm:py-10">
          <div className="mx-auto max-w-5xl">
            {user.role === 'owner' && !user.isVerified ? (
              <EmailProofBanner email={user.email} />
            ) : null}
            <Outlet />
          </div>
        </main>
      </div>
      <StaffPushWidget user={user} />
    </div>
  );
}
