/**
 * WebKitGTK (Safari's engine): Debian's WebKitWebDriver (or WEBKIT_DRIVER_PATH), started here on 127.0.0.1 and a
 * free port, driving WebKitGTK's MiniBrowser, driven in turn by WebdriverIO over classic WebDriver (2.50 offers no
 * BiDi). MiniBrowser has no headless mode, so it draws on a virtual display: an Xvfb (or XVFB_PATH) started here on
 * a display number it picks itself. WebdriverIO is only given the driver's address, so it starts and downloads
 * nothing. One WebDriver session (one MiniBrowser, with an empty profile) serves every scenario.
 * Classic WebDriver cannot hear the console: the front door's watcher writes it down (front-door.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { findEngines } from '../../scripts/engines.mjs';
import type { Driver } from './adapter';
import { WINDOW, type Engine } from './engine';
import { CONSOLE_ERRORS_READ } from './front-door';

type Element = WebdriverIO.Element;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- WebdriverIO's own way of naming a vendor capability
  namespace WebdriverIO {
    interface Capabilities {
      /** WebKitGTK's WebKitWebDriver: the browser to start and its arguments. */
      'webkitgtk:browserOptions'?: { binary?: string; args?: string[] };
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a free display, which it writes to the pipe -displayfd names; resolves with ":<n>". */
function startXvfb(path: string, output: string[]): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(path, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  xvfb.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within 10 s:\n${output.join('')}`)), 10_000);
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve({ process: xvfb, display: `:${chunk.toString().trim()}` });
    });
    xvfb.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before starting:\n${output.join('')}`));
    });
  });
}

/** Resolves once the driver at `port` answers /status as ready; bounded. */
async function driverReady(port: number, driver: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output.join('')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then(async (answer) => ((await answer.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return;
    // The poll interval: a starting driver says it is ready only when asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on 127.0.0.1:${port} within 15 s:\n${output.join('')}`);
}

/** A WebDriver session of the driver at `port`: a new MiniBrowser, with an empty profile. */
async function newSession(port: number): Promise<WebdriverIO.Browser> {
  const capabilities: WebdriverIO.Capabilities = {
    browserName: 'MiniBrowser',
    'wdio:enforceWebDriverClassic': true,
    // DOMContentLoaded, as on Firefox: a page whose app is held back has not fired load.
    pageLoadStrategy: 'eager',
    'webkitgtk:browserOptions': { args: ['--automation'] },
  };
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    connectionRetryCount: 1,
    connectionRetryTimeout: 30_000,
    capabilities,
  });
  await browser.setWindowSize(WINDOW.width, WINDOW.height);
  return browser;
}

const alive = (session: WebdriverIO.Browser) =>
  session.getUrl().then(
    () => true,
    () => false,
  );

export function webkit(): Engine {
  const children: ChildProcess[] = [];
  const output: string[] = [];
  let port = 0;
  let session: WebdriverIO.Browser | undefined;
  return {
    name: 'WebKitGTK',
    watchConsole: true,
    async start() {
      const found = findEngines().webkit;
      if (!found.ok) throw new Error(found.advice);
      const xvfb = await startXvfb(found.xvfb, output);
      children.push(xvfb.process);
      // Should the worker end without stop() (a crash), its display and driver end with it.
      process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
      port = await freePort();
      // LANG: WebKitGTK reads the visitor's language from it, and Debian's default (C.UTF-8) reads as "C"; the
      // suite's visitor is in the United States, as on Firefox.
      const driver = spawn(found.driver, [`--port=${port}`, '--host=local'], {
        env: { ...process.env, DISPLAY: xvfb.display, LANG: 'en_US.UTF-8' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(driver);
      for (const stream of [driver.stdout!, driver.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await driverReady(port, driver, output);
      return found.version;
    },
    async open() {
      if (port === 0) throw new Error('WebKitWebDriver is not started.');
      // One session (one MiniBrowser) for the run: a new one per scenario costs 2-5 s here, and now and then hangs
      // for WebdriverIO's whole request timeout. A scenario is kept apart by its origin instead (suite.ts). A
      // session that has died is replaced.
      if (session && !(await alive(session))) session = undefined;
      session ??= await newSession(port);
      const browser = session;
      const driver: Driver<Element> = {
        goto: (url) => browser.url(url).then(() => undefined),
        run: (body, ...args) => browser.execute(body, ...args),
        element: async (body, ...args) => {
          const found = (await browser.execute(body, ...args)) as unknown;
          return found === null ? null : browser.$(found as never).getElement();
        },
        click: (element) => element.click(),
        type: (element, text) => element.addValue(text),
        choose: (element, value) => element.selectByAttribute('value', value),
        consoleErrors: async () => (await browser.execute(CONSOLE_ERRORS_READ)) as string[],
        screenshot: async (file) => void (await browser.saveScreenshot(file)),
        // Leaves the scenario's page, so that nothing of it runs on into the next.
        close: () => browser.url('about:blank').then(() => undefined),
      };
      return driver as Driver<unknown>;
    },
    async stop() {
      await session?.deleteSession().catch(() => undefined);
      session = undefined;
      for (const child of children.reverse()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      children.length = 0;
      port = 0;
    },
  };
}
