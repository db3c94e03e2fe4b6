/**
 * Where the browser says this device is (it asks the person the first time). `precise` asks
 * for satellite accuracy, for placing a shop; a customer's distance needs no more than a cell.
 */
export function currentPosition({ precise = false } = {}): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: precise,
      maximumAge: precise ? 0 : 5 * 60_000,
      timeout: 15_000,
    });
  });
}

/** Whether a failed request for the position was the person saying no. */
export function isPositionDenied(error: unknown): boolean {
  return (error as GeolocationPositionError | null)?.code === 1;
}
