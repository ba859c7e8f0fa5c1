// Types of scripts/engines.mjs, for the suite that imports it (tests/engines/).

export type Found<T> = ({ ok: true } & T) | { ok: false; advice: string };

export interface Engines {
  firefox: Found<{ path: string; version: string }>;
  webkit: Found<{ driver: string; xvfb: string; version: string }>;
}

export const firefoxPath: string;
export const webkitDriverPath: string;
export const xvfbPath: string;
export function findEngines(): Engines;
export function ensureEngines(): Engines;
