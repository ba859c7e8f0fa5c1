import '../zod-config';
import { useState } from 'react';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { contactThanks } from '../../contract/messages/forms';
import { contactPayloadSchema } from '../../contract/payloads';
import type { FailureBody } from '../../contract/responses';
import { postJson } from '../api-client';
import { FieldPair, FormFrame, FormNotice, FormTitle, SubmitButton } from '../first-screen/PlainFormBoxes';
import { PlainTextField } from '../first-screen/PlainTextField';
import { useToast } from '../toast/toasts';
import { Honeypot } from './Honeypot';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useSubmitOnce } from './submit-once';
import { useTextForm } from './use-text-form';

const empty = { name: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' };

/**
 * The contact form (spec sections 2, 4, 8): four required fields checked with
 * the schema the API checks with, 'Sending...' while the request runs, the spec's toasts,
 * cleared on success. Field messages from the API show under their fields.
 * Built without MUI (src/first-screen/), so it is hydrated before MUI would arrive.
 */
export function ContactForm() {
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const form = useTextForm(empty, contactPayloadSchema);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const failed = () =>
    toast({ title: 'Error', description: 'There was a problem sending your message. Please try again.', variant: 'destructive' });

  const send = useSubmitOnce(async (event) => {
    event?.preventDefault();
    const values = form.check();
    if (!values) return;
    setNotice('');
    setSending(true);
    try {
      const answer = await postJson<FailureBody>('/api/contact', values, { [IDEMPOTENCY_KEY_HEADER]: idempotency.keyFor(values) });
      if (answer.ok) {
        toast({ title: 'Message sent!', description: contactThanks });
        idempotency.forget();
        form.reset();
        return;
      }
      form.showErrors(answer.body?.errors ?? {});
      if (answer.status === 429 && answer.body?.message) setNotice(answer.body.message);
      failed();
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  });

  return (
    <FormFrame titleId="contact-form-title" onSubmit={(event) => void send(event)}>
      <FormTitle id="contact-form-title">Send Us a Message</FormTitle>
      <FieldPair>
        <PlainTextField {...form.field('name')} id="contact-name" label="Your Name" autoComplete="name" />
        <PlainTextField {...form.field('email')} id="contact-email" label="Email Address" type="email" autoComplete="email" />
      </FieldPair>
      <PlainTextField {...form.field('subject')} id="contact-subject" label="Subject" />
      {/* Fixed rows: an auto-growing field is measured only once the app runs, which moved everything below it. */}
      <PlainTextField {...form.field('message')} id="contact-message" label="Message" rows={5} />
      <Honeypot id="contact-website" field={form.field(HONEYPOT_FIELD)} />
      {notice && <FormNotice>{notice}</FormNotice>}
      <SubmitButton variant="contained" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </SubmitButton>
    </FormFrame>
  );
}
