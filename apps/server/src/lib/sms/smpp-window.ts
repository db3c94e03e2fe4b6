/**
 * At most `size` requests waiting for their response at once: an SMSC answers beyond its
 * window with throttling or drops the bind. Further requests queue in order.
 */
export class SubmitWindow {
  private inFlight = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly size: number) {}

  /** Waits for room; the returned function gives the room back (once). */
  async acquire(): Promise<() => void> {
    if (this.inFlight < this.size) this.inFlight += 1;
    // A released room passes straight to the next in the queue, so the count stays.
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.inFlight -= 1;
    };
  }
}
