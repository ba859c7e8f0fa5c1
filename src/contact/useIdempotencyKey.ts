/**
 * One Idempotency-Key per message: sending the same values again (the
 * answer was lost, the visitor presses Send once more) reuses the key, so
 * the server stores the message once; changed values get a new key.
 */
import { useCallback, useRef } from 'react';

/** 128 random bits as hex; randomUUID exists only on secure origins, getRandomValues everywhere. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `keyFor(values)` answers the key for these values; `forget()` after a success, so the next message gets its own. */
export function useIdempotencyKey(): { keyFor(values: object): string; forget(): void } {
  const last = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: object) => {
    const text = JSON.stringify(values);
    if (last.current?.values !== text) last.current = { values: text, key: randomKey() };
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, forget };
}
