/**
 * What the fault suite sent to a real server and what it was answered
 * (issue 31): every contact message carries its own subject and
 * Idempotency-Key, as the site's form sends one, and each answer is kept
 * with how long it took. Afterwards the messages answered 503 are sent
 * again with their keys, as a visitor retries, and the store must hold
 * every message exactly once.
 */
import { expect } from 'vitest';
import { basic, validContact } from '../api/helpers';

/** How long a request may take before the suite calls it a hang: the 12 s, with room for a loaded machine. */
export const NO_ANSWER_MS = 20_000;

/** One request's outcome: its status (0 when it got no answer) and how long it took. */
export interface Outcome {
  status: number;
  ms: number;
  retryAfter: string | null;
}

/** A request to `url` and what came of it: never a throw, never longer than NO_ANSWER_MS. */
export async function timed(url: string, init: RequestInit = {}): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(NO_ANSWER_MS) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('Retry-After') };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null };
  }
}

/**
 * How long after `since` (performance.now()) the server behind `ledger` first stores a new message (labelled
 * `label`) and first says it is healthy: polling every 100 ms, for at most 20 s (Infinity when it never did). A
 * measure of time itself: the suite's bound is on how soon a server recovers, so it asks at a fixed pace.
 */
export async function recoveryAfter(ledger: Ledger, since: number, label: string): Promise<{ storing: number; healthy: number }> {
  let storing = Infinity;
  let healthy = Infinity;
  while ((storing === Infinity || healthy === Infinity) && performance.now() - since < 20_000) {
    if (storing === Infinity && (await ledger.send(label)).status === 201) storing = performance.now() - since;
    if (healthy === Infinity && (await ledger.health()).status === 200) healthy = performance.now() - since;
    // Time itself: the recovery is measured at this pace (see above).
    await new Promise((r) => setTimeout(r, 100));
  }
  return { storing, healthy };
}

/** The bound on recovery once a fault ends. */
export const RECOVERY_MS = 2_000;

/**
 * Fails unless the server behind `ledger` stores again and says it is healthy within RECOVERY_MS of `since`, the
 * moment `what` (e.g. "the database thawed"); prints both times.
 */
export async function expectRecovered(ledger: Ledger, since: number, what: string): Promise<void> {
  const { storing, healthy } = await recoveryAfter(ledger, since, `after ${what}`);
  console.log(`After ${what}: storing again after ${Math.round(storing)} ms, healthy after ${Math.round(healthy)} ms.`);
  expect(storing).toBeLessThan(RECOVERY_MS);
  expect(healthy).toBeLessThan(RECOVERY_MS);
}

/** Outcomes grouped as the suite prints them: "503 with Retry-After × 15". */
export function summary(outcomes: readonly Outcome[]): string[] {
  const groups = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.status === 0 ? 'no answer' : `${o.status}${o.retryAfter ? ' with Retry-After' : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, n]) => `${key} × ${n}`);
}

/** Messages sent to one server, by subject. */
export class Ledger {
  readonly #base: () => string;
  readonly #password: string;
  readonly #sent = new Map<string, Outcome>();
  #next = 0;

  /** `base` gives the server's address now (it may be restarted on another port). */
  constructor(base: () => string, password: string) {
    this.#base = base;
    this.#password = password;
  }

  /** Sends a new message; its subject (and key) is `<label> <n>`. */
  async send(label: string): Promise<Outcome> {
    this.#next += 1;
    const subject = `${label} ${this.#next}`;
    const outcome = await this.#post(subject);
    this.#sent.set(subject, outcome);
    return outcome;
  }

  #post(subject: string): Promise<Outcome> {
    return timed(`${this.#base()}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': subject.replaceAll(' ', '-') },
      body: JSON.stringify({ ...validContact, subject }),
    });
  }

  /** The server's health check, as a load balancer asks it. */
  health(): Promise<Outcome> {
    return timed(`${this.#base()}/api/health`);
  }

  /** The outcomes so far. */
  get outcomes(): Outcome[] {
    return [...this.#sent.values()];
  }

  /** Sends every message not acknowledged again, with its key, until each is (at most `rounds` times). */
  async retryUnacknowledged(rounds = 5): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      const pending = [...this.#sent].filter(([, outcome]) => outcome.status !== 201);
      if (pending.length === 0) return;
      for (const [subject] of pending) this.#sent.set(subject, await this.#post(subject));
    }
  }

  /** Every message acknowledged, and each stored exactly once (read through the admin's CSV export). */
  async expectEachStoredOnce(): Promise<void> {
    const csv = await fetch(`${this.#base()}/api/admin/contact-submissions.csv`, { headers: { Authorization: basic(this.#password) } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const stored = new Map<string, number>();
    for (const subject of this.#sent.keys()) stored.set(subject, text.split(`,${subject},`).length - 1);
    const wrong = [...stored].filter(([, times]) => times !== 1);
    expect(wrong, 'messages not stored exactly once (subject, times)').toEqual([]);
    expect(
      this.outcomes.filter((o) => o.status !== 201),
      'messages still not acknowledged after retrying',
    ).toEqual([]);
  }
}
