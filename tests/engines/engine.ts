/** What the suite asks of an engine (firefox.ts, webkit.ts). */
import type { Driver } from './adapter';

export interface Engine {
  /** As the test names read: "Firefox", "WebKitGTK". */
  name: string;
  /** Whether its pages need the front door's console watcher (front-door.ts): when its client cannot hear the console. */
  watchConsole: boolean;
  /** Starts the browser, or its driver; throws what to install when the engine is missing. Returns the browser's version. */
  start(): Promise<string>;
  /** A page for one scenario; its `close()` leaves the page (Firefox: a browser context of its own; WebKitGTK: the run's one session). */
  open(): Promise<Driver<unknown>>;
  stop(): Promise<void>;
}

/** The window every scenario runs in: a laptop's, so the header shows its buttons rather than the menu. */
export const WINDOW = { width: 1280, height: 900 };
