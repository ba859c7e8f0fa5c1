import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One emotion cache per render. The same key on the server and in the browser
 * lets the browser adopt the pre-rendered style tags instead of inserting them
 * again, so hydration neither flashes nor shifts.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
