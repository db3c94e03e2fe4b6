import { options } from 'preact';
import { flushSync as flushRenders } from 'react-dom';

/**
 * React's `flushSync`: what `update` changes is rendered, and the effects of that render have
 * run, before it returns. preact/compat's renders at once but leaves the effects for after the
 * next frame, so a `<Navigate>` it rendered would navigate after whatever the caller does next
 * (decision 0006). Preact's effects are held and run here, as preact's own `act` does; under
 * React (the unit tests) this is React's `flushSync`.
 */
export function flushSync(update: () => void) {
  const schedule = options.requestAnimationFrame;
  let runEffects: (() => void) | undefined;
  options.requestAnimationFrame = (run) => {
    runEffects = run;
  };
  try {
    flushRenders(update);
  } finally {
    options.requestAnimationFrame = schedule;
  }
  runEffects?.();
}
