import { createContext } from 'react';
import type { HeadData } from './head-data';

/** Filled during a server render by the page's PageMeta; absent in the browser. */
export interface HeadCollector {
  head?: HeadData;
}

/** The collector of the current server render, or null in the browser. */
export const HeadContext = createContext<HeadCollector | null>(null);
