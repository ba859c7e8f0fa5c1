/**
 * The admin's session (spec sections 4 and 6): logged out until a non-empty
 * password is entered (not checked locally); every call carries it. Beyond
 * the spec: a refused password returns to the prompt with the server's
 * message, and the password is kept in sessionStorage only (gone when the
 * browser session ends).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer } from '../api-client';
import { isRefused, refusalMessage } from './admin-api';

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

/**
 * Sends an admin call with the session's password. Resolves to the answer,
 * or to null when there is no session any more: logged out while the call
 * was on its way, or refused (the session then ends with the server's
 * message). Rejects when the network fails.
 */
export type AdminCall = <A extends ApiAnswer<unknown>>(send: (password: string) => Promise<A>) => Promise<A | null>;

/** The session: whether the admin is logged in, the prompt's message, log in / out, and `call` for every admin call. */
export function useAdminSession() {
  const [loggedIn, setLoggedIn] = useState(false);
  const [loginMessage, setLoginMessage] = useState('');
  // A ref as well as state: a call that returns after a log-out must see it at once, not at the next render.
  const passwordRef = useRef<string | null>(null);

  const logOut = useCallback((message = '') => {
    passwordRef.current = null;
    save(null);
    setLoggedIn(false);
    setLoginMessage(message);
  }, []);

  const logIn = useCallback((entered: string) => {
    if (!entered) return;
    passwordRef.current = entered;
    save(entered);
    setLoggedIn(true);
    setLoginMessage('');
  }, []);

  useEffect(() => {
    const saved = readSaved();
    if (saved) logIn(saved);
  }, [logIn]);

  const call = useCallback<AdminCall>(
    async (send) => {
      const current = passwordRef.current;
      if (!current) return null;
      const answer = await send(current);
      if (passwordRef.current !== current) return null;
      if (isRefused(answer)) {
        logOut(refusalMessage(answer));
        return null;
      }
      return answer;
    },
    [logOut],
  );

  return { loggedIn, loginMessage, logIn, logOut, call };
}

/** What useAdminSession gives the dashboard. */
export type AdminSession = ReturnType<typeof useAdminSession>;
