/**
 * Stopping without losing a message. On SIGTERM or SIGINT the server stops
 * listening at once, answers every request it has already begun with
 * `Connection: close` (so a keep-alive client learns to go elsewhere, and no
 * connection carries more than that one request after the signal), closes
 * idle connections, and after SHUTDOWN_DEADLINE_MS destroys whatever is left:
 * a client that sent half a request and stopped must not keep a deploy
 * waiting. Then the store finishes its commit under way and the process
 * exits 0. A submission is acknowledged only once it is stored, so one cut
 * off by the deadline was never acknowledged (its client retries).
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { SubmissionStore } from './store/submission-store';

/** Milliseconds from the signal until open connections are destroyed. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * Milliseconds from the signal until the process exits (code 1) even if the
 * store has not closed; orchestrators kill at 10 s, and a kill is worse
 * than an exit that says why.
 */
export const EXIT_DEADLINE_MS = 9_500;

/** What a shutdown needs; `log` and `exit` default to console.log and process.exit. */
export interface ShutdownOptions {
  server: Server;
  store: Pick<SubmissionStore, 'close'>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  /** Defaults to SHUTDOWN_DEADLINE_MS. */
  deadlineMs?: number;
  /** Defaults to EXIT_DEADLINE_MS. */
  exitDeadlineMs?: number;
}

/**
 * Tracks `server`'s connections and requests from now on (call it before
 * listening) and returns the shutdown. Calling the shutdown again while one
 * runs does nothing; it resolves when the process would exit, with the code.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<number> {
  const { server, store } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const exitDeadlineMs = options.exitDeadlineMs ?? EXIT_DEADLINE_MS;

  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<number> | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Prepended, so the header is set before the app's listener starts answering.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) {
      response.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  async function stop(signal: string): Promise<number> {
    log(
      `${signal} received: not accepting connections; finishing ${inFlight.size} request(s) in flight, for at most ${deadlineMs / 1000} s.`,
    );
    const forcedExit = setTimeout(() => {
      log(`Not stopped within ${exitDeadlineMs / 1000} s of ${signal} (the store has not closed); exiting.`);
      exit(1);
    }, exitDeadlineMs);
    forcedExit.unref();

    for (const response of inFlight) endAfter(response);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() does this too on Node 19 and later; an idle keep-alive connection must not wait out its timeout.
    server.closeIdleConnections();

    let cut = 0;
    const deadline = setTimeout(() => {
      cut = sockets.size;
      // Every socket the server accepted, whatever its request's state: the count of what was cut is theirs.
      for (const socket of sockets) socket.destroy();
    }, deadlineMs);
    await closed;
    clearTimeout(deadline);

    let code = 0;
    try {
      await store.close();
    } catch (error) {
      log(`The store did not close cleanly: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
    clearTimeout(forcedExit);
    log(`Stopped${cut > 0 ? `; ${cut} connection(s) not finished by the deadline were cut` : ''}.`);
    exit(code);
    return code;
  }

  return (signal) => (stopping ??= stop(signal));
}

/** A response under way ends its connection: by its header if not yet sent, else by closing once it is. */
function endAfter(response: ServerResponse): void {
  if (!response.headersSent) {
    response.setHeader('Connection', 'close');
    return;
  }
  const socket = response.socket;
  response.once('finish', () => socket?.end());
}
