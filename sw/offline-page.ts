/** The offline page's address relative to the worker (/offline), as precached by scripts/service-worker.ts. No imports. */
export const OFFLINE_PAGE = 'offline';
