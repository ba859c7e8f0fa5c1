import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { calculatorRequestThanks } from '../../contract/messages/forms';
import type { FailureBody } from '../../contract/responses';
import { postJson } from '../api-client';
import { useToast } from '../toast/toasts';
import { FormTextField } from './FormTextField';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useSubmitOnce } from './submit-once';
import { Honeypot } from './Honeypot';

interface RequestValues {
  name: string;
  description: string;
  [HONEYPOT_FIELD]: string;
}
const empty: RequestValues = { name: '', description: '', [HONEYPOT_FIELD]: '' };

/**
 * The calculator-request form (spec sections 2, 4, 8). It is sent only when
 * both fields hold text; otherwise nothing happens, as the spec asks.
 */
export function CalculatorRequestForm() {
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const [notice, setNotice] = useState('');
  const form = useForm<RequestValues>({ defaultValues: empty });
  const { control, handleSubmit, reset, formState } = form;
  const failed = () =>
    toast({ title: 'Error', description: 'There was a problem submitting your request. Please try again.', variant: 'destructive' });

  const send = useSubmitOnce(
    handleSubmit(async (values) => {
      if (!values.name.trim() || !values.description.trim()) return;
      setNotice('');
      try {
        const answer = await postJson<FailureBody>('/api/calculator-request', values, {
          [IDEMPOTENCY_KEY_HEADER]: idempotency.keyFor(values),
        });
        if (answer.ok) {
          toast({ title: 'Request submitted!', description: calculatorRequestThanks });
          idempotency.forget();
          reset(empty);
          return;
        }
        if (answer.body?.message && (answer.status === 429 || answer.body.errors)) setNotice(answer.body.message);
        failed();
      } catch {
        failed();
      }
    }),
  );

  const sending = formState.isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={send}
      aria-labelledby="request-form-title"
      sx={{ display: 'grid', gap: 2.5, position: 'relative' }}
    >
      <Typography id="request-form-title" variant="h2" component="h2">
        Calculator Request
      </Typography>
      <Typography color="text.secondary">Missing a metric? Tell us which calculator you would like to see next.</Typography>
      <FormTextField control={control} name="name" id="request-name" label="Calculator Name" required />
      {/* Fixed rows: an auto-growing field is measured only once the app runs, which moved everything below it. */}
      <FormTextField control={control} name="description" id="request-description" label="Brief Description" required multiline rows={3} />
      <Honeypot control={control} id="request-website" />
      {notice && (
        <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
          {notice}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="outlined" size="large" disabled={sending}>
          {sending ? 'Sending...' : 'Submit Request'}
        </Button>
      </Box>
    </Box>
  );
}
