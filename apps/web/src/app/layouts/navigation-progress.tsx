import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page (or its lazy chunk) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-amber-400/20">
      <div className="h-full w-1/3 animate-pulse bg-amber-400" />
    </div>
  );
}
