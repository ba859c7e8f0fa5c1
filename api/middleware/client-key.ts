/**
 * The names the rate limits count a client under: never its address, but an
 * HMAC-SHA256 of it under the UTC day's key (issue 51, item 7: the privacy
 * page promises the address is not kept, yet the counts were keyed by it, in
 * memory and in PostgreSQL's rate_limit_hits). The day's key is derived from
 * a server secret and the date, so every process with the same secret
 * names a client alike without a key kept anywhere, and the names of two
 * days cannot be linked without the secret.
 *
 * At midnight UTC a client's name changes while its windows are still open.
 * So a client's names are today's and those of the earlier days whose
 * windows may still be open (in the first `windowMs` of a day, yesterday's),
 * and a limit adds up the counts under all of them: it holds across
 * midnight as at any other time.
 */
import type { HttpBindings } from '@hono/node-server';
import { createHash, createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bytes of the HMAC kept: 128 bits, so two clients never share a name in practice. */
const NAME_BYTES = 16;
/** Windows longer than this many days are not followed back further (the limits' windows are minutes). */
const MAX_DAYS_BACK = 7;

/** The client's address: the connection's, or, behind one trusted proxy, the last X-Forwarded-For entry. */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Names clients by the keyed hash of their address; `secret` is the server's (RATE_LIMIT_SECRET, or the admin password). */
export class ClientKeys {
  readonly #base: Buffer;
  readonly #trustProxy: boolean;
  readonly #windowMs: number;
  /** The day keys in use, by day number since 1970 (UTC). */
  readonly #dayKeys = new Map<number, Buffer>();

  constructor(secret: string, trustProxy: boolean, windowMs: number) {
    // A key of its own, so a name tells nothing usable about the secret (the admin password by default).
    this.#base = createHash('sha256').update('rate-limit client keys\n').update(secret).digest();
    this.#trustProxy = trustProxy;
    this.#windowMs = windowMs;
  }

  /**
   * The request's client's names, 22 base64url characters each: today's first (where hits are counted), then
   * each earlier day's whose windows may still be open at `now` (ms since 1970).
   * @example keys.of(c) // ['q3J0…', 'Zm9v…'] in the first 15 minutes after midnight UTC, one name otherwise
   */
  of(c: Context, now = Date.now()): string[] {
    const address = clientAddress(c, this.#trustProxy);
    const today = Math.floor(now / DAY_MS);
    // A window opened on day d ends by the end of d plus windowMs: days before `first` hold none still open.
    const first = Math.max(Math.floor((now - this.#windowMs) / DAY_MS), today - MAX_DAYS_BACK);
    for (const day of this.#dayKeys.keys()) if (day < first) this.#dayKeys.delete(day);
    const names: string[] = [];
    for (let day = today; day >= first; day -= 1) {
      names.push(createHmac('sha256', this.#dayKey(day)).update(address).digest().subarray(0, NAME_BYTES).toString('base64url'));
    }
    return names;
  }

  #dayKey(day: number): Buffer {
    let key = this.#dayKeys.get(day);
    if (!key) {
      key = createHmac('sha256', this.#base)
        .update(new Date(day * DAY_MS).toISOString().slice(0, 10))
        .digest();
      this.#dayKeys.set(day, key);
    }
    return key;
  }
}

/** A client's names as one hono-rate-limiter key (what `AcrossDays` takes apart); base64url has no space. */
export function joinedNames(names: readonly string[]): string {
  return names.join(' ');
}

/**
 * hono-rate-limiter's Store over `counts`, for keys made by joinedNames: a hit is added under today's name, and
 * its count includes the client's hits under the earlier names whose windows are still open, so a limit holds
 * across midnight UTC. A hit taken back (decrement) is today's.
 */
export class AcrossDays implements Store {
  readonly #counts: Store;

  constructor(counts: Store) {
    this.#counts = counts;
  }

  init(options: Parameters<NonNullable<Store['init']>>[0]): void {
    this.#counts.init?.(options);
  }

  async increment(joined: string): Promise<ClientRateLimitInfo> {
    const [today, ...earlier] = joined.split(' ');
    const hit = await this.#counts.increment(today!);
    return { totalHits: hit.totalHits + (await this.#openHits(earlier)), ...(hit.resetTime ? { resetTime: hit.resetTime } : {}) };
  }

  async get(joined: string): Promise<ClientRateLimitInfo | undefined> {
    const [today, ...earlier] = joined.split(' ');
    const current = await this.#counts.get?.(today!);
    const before = await this.#openHits(earlier);
    if (!current && before === 0) return undefined;
    return { totalHits: (current?.totalHits ?? 0) + before, ...(current?.resetTime ? { resetTime: current.resetTime } : {}) };
  }

  async decrement(joined: string): Promise<void> {
    await this.#counts.decrement(joined.split(' ')[0]!);
  }

  async resetKey(joined: string): Promise<void> {
    for (const name of joined.split(' ')) await this.#counts.resetKey(name);
  }

  /** The hits under `names` in windows still open. */
  async #openHits(names: readonly string[]): Promise<number> {
    let hits = 0;
    for (const name of names) {
      const info = await this.#counts.get?.(name);
      if (info && (info.resetTime?.getTime() ?? 0) > Date.now()) hits += info.totalHits;
    }
    return hits;
  }
}
