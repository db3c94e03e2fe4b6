/**
 * State a module keeps for each app, keyed by the app's service context: made on first use
 * and dropped with the app, so two apps in one process (a test's two nodes) share none.
 */
export function perApp<App extends object, State>(make: (app: App) => State): (app: App) => State {
  const kept = new WeakMap<App, State>();
  return (app) => {
    let state = kept.get(app);
    if (state === undefined) {
      state = make(app);
      kept.set(app, state);
    }
    return state;
  };
}
