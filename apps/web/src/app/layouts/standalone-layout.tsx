import { Outlet } from 'react-router';
import { HeaderPreferences, HomeMarkLink } from './header-parts';

/** Pages without the app's chrome: only the mark (a way home) and the preferences. */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <HomeMarkLink />
        <HeaderPreferences />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 pb-16 outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
  );
}
