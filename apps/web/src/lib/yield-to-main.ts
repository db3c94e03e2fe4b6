/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input
 * in between: work that would hold a phone's main thread for one long task (tens of ms) is
 * cut at the points where it awaits this. `scheduler.yield` resumes ahead of other queued
 * tasks where the browser has it; a zero timeout is the fallback.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
