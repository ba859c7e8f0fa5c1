import { useState } from 'react';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { calculatorRequestThanks } from '../../contract/messages/forms';
import type { FailureBody } from '../../contract/responses';
import { postJson } from '../api-client';
import { FormFrame, FormIntro, FormNotice, FormTitle, SubmitButton } from '../first-screen/PlainFormBoxes';
import { PlainTextField } from '../first-screen/PlainTextField';
import { useToast } from '../toast/toasts';
import { Honeypot } from './Honeypot';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useSubmitOnce } from './submit-once';
import { useTextForm } from './use-text-form';

const empty = { name: '', description: '', [HONEYPOT_FIELD]: '' };

/**
 * The calculator-request form (spec sections 2, 4, 8). It is sent only when
 * both fields hold text; otherwise nothing happens, as the spec asks. Built
 * without MUI (src/first-screen/), so it is hydrated before MUI would arrive.
 */
export function CalculatorRequestForm() {
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const form = useTextForm(empty);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const failed = () =>
    toast({ title: 'Error', description: 'There was a problem submitting your request. Please try again.', variant: 'destructive' });

  const send = useSubmitOnce(async (event) => {
    event?.preventDefault();
    const values = form.check();
    if (!values || !values.name.trim() || !values.description.trim()) return;
    setNotice('');
    setSending(true);
    try {
      const answer = await postJson<FailureBody>('/api/calculator-request', values, {
        [IDEMPOTENCY_KEY_HEADER]: idempotency.keyFor(values),
      });
      if (answer.ok) {
        toast({ title: 'Request submitted!', description: calculatorRequestThanks });
        idempotency.forget();
        form.reset();
        return;
      }
      if (answer.body?.message && (answer.status === 429 || answer.body.errors)) setNotice(answer.body.message);
      failed();
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  });

  return (
    <FormFrame titleId="request-form-title" onSubmit={(event) => void send(event)}>
      <FormTitle id="request-form-title">Calculator Request</FormTitle>
      <FormIntro>Missing a metric? Tell us which calculator you would like to see next.</FormIntro>
      <PlainTextField {...form.field('name')} id="request-name" label="Calculator Name" />
      {/* Fixed rows: an auto-growing field is measured only once the app runs, which moved everything below it. */}
      <PlainTextField {...form.field('description')} id="request-description" label="Brief Description" rows={3} />
      <Honeypot id="request-website" field={form.field(HONEYPOT_FIELD)} />
      {notice && <FormNotice>{notice}</FormNotice>}
      <SubmitButton variant="outlined" disabled={sending}>
        {sending ? 'Sending...' : 'Submit Request'}
      </SubmitButton>
    </FormFrame>
  );
}
