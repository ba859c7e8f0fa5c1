/**
 * Promises React's `use` can read without suspending once they have settled:
 * React looks for `status` and `value` on the promise it is given. Loaded
 * pages and definitions are kept as tracked promises, so a page whose code
 * was loaded before hydration renders in one pass.
 */

/** A promise that records its outcome on itself. */
export type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Tracks `promise`'s outcome. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** An already-settled tracked promise of `value`. */
export function settled<T>(value: T): Tracked<T> {
  const tracked = track(Promise.resolve(value) as Promise<T>);
  tracked.status = 'fulfilled';
  tracked.value = value;
  return tracked;
}
