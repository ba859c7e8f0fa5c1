import { describe, expect, it } from 'vitest';
import { LoadFailedError, loadOnce, retryFailedLoads } from '../../src/on-demand';

describe('loadOnce', () => {
  it('loads once and shares the result', async () => {
    let loads = 0;
    const get = loadOnce(() => Promise.resolve(++loads));
    expect(get()).toBe(get());
    await expect(get()).resolves.toBe(1);
    expect(loads).toBe(1);
  });

  it('does not repeat a failed load by itself, and makes it again once asked', async () => {
    let loads = 0;
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const get = loadOnce(() => (++loads === 1 ? Promise.reject(offline) : Promise.resolve('chart')));
    const failed = get();
    await expect(failed).rejects.toBeInstanceOf(LoadFailedError);
    await expect(failed).rejects.toMatchObject({ cause: offline });
    // React renders again when the load settles: that render gets the same failure, not a new fetch.
    expect(get()).toBe(failed);
    expect(loads).toBe(1);

    retryFailedLoads();
    await expect(get()).resolves.toBe('chart');
    expect(loads).toBe(2);
    retryFailedLoads();
    await expect(get()).resolves.toBe('chart');
    expect(loads).toBe(2);
  });
});
