import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/contact/submit-once';

function pressEvent() {
  let prevented = false;
  const event = { preventDefault: () => (prevented = true) } as unknown as FormEvent;
  return { event, prevented: () => prevented };
}

describe('oneAtATime', () => {
  it('sends once when Send is pressed again while the message is on its way, and again after it arrived', async () => {
    let sends = 0;
    let arrive = () => {};
    const send = oneAtATime({ current: false }, async () => {
      sends += 1;
      await new Promise<void>((resolve) => (arrive = resolve));
    });
    const first = send(pressEvent().event);
    const second = pressEvent();
    await send(second.event);
    expect(sends).toBe(1);
    // The browser must not send the form itself instead.
    expect(second.prevented()).toBe(true);

    arrive();
    await first;
    const third = send(pressEvent().event);
    expect(sends).toBe(2);
    arrive();
    await third;
  });

  it('lets the next press send after a failed one', async () => {
    let sends = 0;
    const send = oneAtATime({ current: false }, async () => {
      sends += 1;
      throw new Error('network');
    });
    await expect(send()).rejects.toThrow('network');
    await expect(send()).rejects.toThrow('network');
    expect(sends).toBe(2);
  });
});
