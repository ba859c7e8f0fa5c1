/**
 * The admin screen's state (spec sections 2, 4, 7): logged out until a
 * non-empty password is entered (not checked locally); both lists load on
 * login and on Refresh; a non-ok answer leaves the lists as they were; an
 * exception shows the 'Failed to fetch data' toast. Beyond the spec: a refused
 * password returns to the prompt with the server's message, and the password
 * is kept in sessionStorage only (gone when the browser session ends).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/ToastProvider';
import {
  fetchAdminLists,
  isRefused,
  patchCalculatorRequest,
  patchContactSubmission,
  refusalMessage,
  type CalculatorRequest,
  type ContactSubmission,
} from './admin-api';

const PASSWORD_KEY = 'marketing-calculators:admin-password';

function readSaved(): string | null {
  try {
    return window.sessionStorage.getItem(PASSWORD_KEY);
  } catch {
    return null;
  }
}

function save(password: string | null) {
  try {
    if (password === null) window.sessionStorage.removeItem(PASSWORD_KEY);
    else window.sessionStorage.setItem(PASSWORD_KEY, password);
  } catch {
    // Storage may be disabled; the session then lasts until the page is left.
  }
}

/** Everything the admin page shows and can do. */
export function useAdmin() {
  const toast = useToast();
  const [password, setPassword] = useState<string | null>(null);
  const [loginMessage, setLoginMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const [contacts, setContacts] = useState<ContactSubmission[]>([]);
  const [requests, setRequests] = useState<CalculatorRequest[]>([]);
  const passwordRef = useRef<string | null>(null);

  const logOut = useCallback((message = '') => {
    passwordRef.current = null;
    save(null);
    setPassword(null);
    setContacts([]);
    setRequests([]);
    setLoginMessage(message);
  }, []);

  const load = useCallback(
    async (current: string) => {
      setLoading(true);
      try {
        const [contactAnswer, requestAnswer] = await fetchAdminLists(current);
        if (passwordRef.current !== current) return; // logged out meanwhile
        const refused = [contactAnswer, requestAnswer].find(isRefused);
        if (refused) {
          logOut(refusalMessage(refused));
          return;
        }
        for (const answer of [contactAnswer, requestAnswer]) {
          if (answer.ok && !Array.isArray(answer.body)) throw new Error('The answer is not a list.');
        }
        if (contactAnswer.ok) setContacts(contactAnswer.body as ContactSubmission[]);
        if (requestAnswer.ok) setRequests(requestAnswer.body as CalculatorRequest[]);
      } catch {
        toast({ title: 'Error', description: 'Failed to fetch data. Please try again.', variant: 'destructive' });
      } finally {
        setLoading(false);
      }
    },
    [logOut, toast],
  );

  useEffect(() => {
    const saved = readSaved();
    if (saved) {
      passwordRef.current = saved;
      setPassword(saved);
      void load(saved);
    }
  }, [load]);

  const logIn = useCallback(
    (entered: string) => {
      if (!entered) return;
      passwordRef.current = entered;
      save(entered);
      setPassword(entered);
      setLoginMessage('');
      void load(entered);
    },
    [load],
  );

  const refresh = useCallback(() => {
    if (passwordRef.current) void load(passwordRef.current);
  }, [load]);

  /** Sends one flag change and puts the stored record in its list. */
  const change = useCallback(
    async <T extends { id: string }>(
      send: (password: string) => Promise<{ ok: boolean; status: number; body: unknown }>,
      update: (record: T) => void,
    ) => {
      const current = passwordRef.current;
      if (!current) return;
      try {
        const answer = await send(current);
        if (isRefused(answer)) return logOut(refusalMessage(answer));
        if (!answer.ok) throw new Error(`${answer.status}`);
        update(answer.body as T);
      } catch {
        toast({ title: 'Error', description: 'The change could not be saved. Please try again.', variant: 'destructive' });
      }
    },
    [logOut, toast],
  );

  const setRead = useCallback(
    (id: string, isRead: boolean) =>
      change<ContactSubmission>(
        (pw) => patchContactSubmission(pw, id, isRead),
        (record) => setContacts((list) => list.map((item) => (item.id === record.id ? record : item))),
      ),
    [change],
  );

  const setProcessed = useCallback(
    (id: string, isProcessed: boolean) =>
      change<CalculatorRequest>(
        (pw) => patchCalculatorRequest(pw, id, isProcessed),
        (record) => setRequests((list) => list.map((item) => (item.id === record.id ? record : item))),
      ),
    [change],
  );

  return { loggedIn: password !== null, loginMessage, loading, contacts, requests, logIn, logOut, refresh, setRead, setProcessed };
}
