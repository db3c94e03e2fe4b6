import { cn } from '@/lib/cn';
import { JonoMark } from './jono-mark';
import { Spinner } from './spinner';

/** Shown while stored state is restored, a lazy page loads or the session is checked. */
export function LoadingView({ label, fullScreen = true }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-5 animate-fade-in',
        fullScreen ? 'min-h-dvh' : 'min-h-[40vh]',
      )}
    >
      <div className="relative grid place-items-center">
        <Spinner className="size-16 text-amber-400" />
        <JonoMark className="absolute size-8" />
      </div>
      <span className="text-sm font-medium text-zinc-500 dark:text-zinc-400">{label}</span>
    </div>
  );
}
