import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * While `isActive`, a press anywhere but on the given elements calls `onOutside`: a popup
 * closes when the user presses elsewhere, as a menu does.
 */
export function usePressOutside(
  isActive: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
) {
  const onPress = useEffectEvent((target: Node) => {
    if (!inside.some((element) => element.current?.contains(target))) onOutside();
  });
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node) onPress(event.target);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isActive]);
}
