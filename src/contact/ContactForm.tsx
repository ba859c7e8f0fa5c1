import '../zod-config';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { contactThanks } from '../../contract/messages/forms';
import { contactPayloadSchema } from '../../contract/payloads';
import type { FailureBody } from '../../contract/responses';
import { postJson } from '../api-client';
import { useToast } from '../toast/toasts';
import { FormTextField } from './FormTextField';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useSubmitOnce } from './submit-once';
import { Honeypot } from './Honeypot';

type ContactValues = z.input<typeof contactPayloadSchema>;
const empty: ContactValues = { name: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' };

/**
 * The contact form (spec sections 2, 4, 8): four required fields checked with
 * the schema the API checks with, 'Sending...' while the request runs, the spec's toasts,
 * cleared on success. Field messages from the API show under their fields.
 */
export function ContactForm() {
  const toast = useToast();
  const idempotency = useIdempotencyKey();
  const [notice, setNotice] = useState('');
  const form = useForm<ContactValues>({
    defaultValues: empty,
    resolver: zodResolver(contactPayloadSchema),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const failed = () =>
    toast({ title: 'Error', description: 'There was a problem sending your message. Please try again.', variant: 'destructive' });

  const send = useSubmitOnce(
    handleSubmit(async (values) => {
      setNotice('');
      try {
        const answer = await postJson<FailureBody>('/api/contact', values, { [IDEMPOTENCY_KEY_HEADER]: idempotency.keyFor(values) });
        if (answer.ok) {
          toast({ title: 'Message sent!', description: contactThanks });
          idempotency.forget();
          reset(empty);
          return;
        }
        for (const [field, message] of Object.entries(answer.body?.errors ?? {})) {
          if (field in empty) setError(field as keyof ContactValues, { message });
        }
        if (answer.status === 429 && answer.body?.message) setNotice(answer.body.message);
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
      aria-labelledby="contact-form-title"
      sx={{ display: 'grid', gap: 2.5, position: 'relative' }}
    >
      <Typography id="contact-form-title" variant="h2" component="h2">
        Send Us a Message
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" id="contact-name" label="Your Name" required autoComplete="name" />
        <FormTextField control={control} name="email" id="contact-email" label="Email Address" type="email" required autoComplete="email" />
      </Box>
      <FormTextField control={control} name="subject" id="contact-subject" label="Subject" required />
      {/* Fixed rows: an auto-growing field is measured only once the app runs, which moved everything below it. */}
      <FormTextField control={control} name="message" id="contact-message" label="Message" required multiline rows={5} />
      <Honeypot control={control} id="contact-website" />
      {notice && (
        <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
          {notice}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
