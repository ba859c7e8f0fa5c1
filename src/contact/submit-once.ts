import { useRef, type FormEvent } from 'react';

/** A form's submit handler: it prevents the browser's own sending and answers when the form is done. */
export type SubmitHandler = (event?: FormEvent) => Promise<void>;

/**
 * `submit`, except that a call made while the last one still runs is
 * ignored (its event is still prevented, so the browser does not send the
 * form itself). The button says "Sending..." and is disabled while a form
 * sends, but only once React has rendered that; a second press that comes
 * first (a double press, or a press kept from before the app was hydrated and
 * carried out with the visitor's own) must not post the message twice.
 * `running` holds the state between renders.
 */
export function oneAtATime(running: { current: boolean }, submit: SubmitHandler): SubmitHandler {
  return async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  };
}

/** {@link oneAtATime} for a form component. */
export function useSubmitOnce(submit: SubmitHandler): SubmitHandler {
  return oneAtATime(useRef(false), submit);
}
