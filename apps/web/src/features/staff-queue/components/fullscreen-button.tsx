import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Fills the whole screen with the page, or leaves it; hidden where the browser cannot. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const Icon = isFullscreen ? Minimize : Maximize;
  return (
    <button
      type="button"
      onClick={() =>
        void (
          isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()
        ).catch(() => {})
      }
      className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 font-semibold text-sm text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Icon aria-hidden className="size-4" />
      {/* Words only on the widest screens: at 1280 px they left the shop's name no room. */}
      <span className="sr-only 2xl:not-sr-only">
        {isFullscreen ? t('bigScreen.exitFullscreen') : t('bigScreen.fullscreen')}
      </span>
    </button>
  );
}
