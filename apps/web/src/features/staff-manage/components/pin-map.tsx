import 'leaflet/dist/leaflet.css';
import { type PinMapOptions, usePinMap } from '../hooks/use-pin-map';

export type { MapPosition } from '../hooks/use-pin-map';

/**
 * The shop on a map, with a pin the owner drags (or taps the map) to where the door is. Its
 * own chunk, with Leaflet, loaded only by the shop details page; tiles come from MAP_TILES_URL.
 */
export default function PinMap({
  placeHint,
  label,
  ...options
}: PinMapOptions & {
  /** Shown over the map while there is no pin: what to do to place it. */
  placeHint: string;
  /** The map's accessible name and the pin's title. */
  label: string;
}) {
  const containerRef = usePinMap({ ...options, label });
  const hasPin = options.position !== null;

  // `isolate` keeps Leaflet's own z-indexes (panes 400, controls 1000) inside the map, under
  // the page's sticky save bar and dialogs.
  return (
    <div className="relative isolate">
      <section
        ref={containerRef}
        aria-label={label}
        data-testid="pin-map"
        className="isolate h-64 w-full overflow-hidden rounded-xl border border-zinc-200 sm:h-80 dark:border-zinc-800"
      />
      {hasPin ? null : (
        <p
          data-testid="place-pin-hint"
          className="pointer-events-none absolute inset-x-3 top-3 z-[1001] mx-auto w-fit max-w-[calc(100%-1.5rem)] text-balance rounded-lg bg-zinc-950/85 px-3 py-2 text-center font-medium text-sm text-white shadow"
        >
          {placeHint}
        </p>
      )}
    </div>
  );
}
