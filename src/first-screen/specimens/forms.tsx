/**
 * The specimens whose classes go to the public forms' (contact and calculator request) table (see ./specimen.tsx).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../visually-hidden';
import { FieldPair, FormFrame, FormIntro, FormNotice, FormTitle, HiddenBox, SubmitButton } from '../PlainFormBoxes';
import { PlainTextField } from '../PlainTextField';
import { noop, specimen } from './specimen';

export const formsSpecimens = {
  formFrame: specimen({
    table: 'forms',
    dims: {},
    parts: { root: 'form' },
    mui: () => (
      <Box component="form" noValidate onSubmit={noop} aria-labelledby="f-title" sx={{ display: 'grid', gap: 2.5, position: 'relative' }}>
        parts
      </Box>
    ),
    plain: () => (
      <FormFrame titleId="f-title" onSubmit={noop}>
        parts
      </FormFrame>
    ),
  }),
  formTitle: specimen({
    table: 'forms',
    dims: {},
    parts: { root: 'h2' },
    mui: () => (
      <Typography id="f-title" variant="h2" component="h2">
        Send Us a Message
      </Typography>
    ),
    plain: () => <FormTitle id="f-title">Send Us a Message</FormTitle>,
  }),
  formIntro: specimen({
    table: 'forms',
    dims: {},
    parts: { root: 'p' },
    mui: () => <Typography color="text.secondary">Missing a metric?</Typography>,
    plain: () => <FormIntro>Missing a metric?</FormIntro>,
  }),
  fieldPair: specimen({
    table: 'forms',
    dims: {},
    parts: { root: '[data-part=root]' },
    mui: () => (
      <Box data-part="root" sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        fields
      </Box>
    ),
    plain: () => <FieldPair>fields</FieldPair>,
  }),
  textField: specimen({
    table: 'forms',
    dims: { multiline: [false, true], error: [false, true], focused: [false, true], filled: [false, true] },
    parts: {
      control: '.MuiFormControl-root',
      label: '.MuiInputLabel-root',
      asterisk: '.MuiFormLabel-asterisk',
      root: '.MuiOutlinedInput-root',
      input: '.MuiInputBase-input',
      outline: '.MuiOutlinedInput-notchedOutline',
      legend: 'legend',
      helper: '.MuiFormHelperText-root',
    },
    mui: ({ multiline, error, focused, filled }) => (
      <TextField
        id="c-email"
        name="email"
        label="Email Address"
        required
        fullWidth
        type={multiline ? undefined : 'email'}
        autoComplete={multiline ? undefined : 'email'}
        multiline={multiline as boolean}
        rows={multiline ? 5 : undefined}
        value={filled ? 'ada@' : ''}
        onChange={noop}
        error={error as boolean}
        helperText={error ? 'Please enter a valid email address.' : undefined}
        focused={focused || undefined}
      />
    ),
    plain: ({ multiline, error, focused, filled }) => (
      <PlainTextField
        id="c-email"
        name="email"
        label="Email Address"
        type={multiline ? undefined : 'email'}
        autoComplete={multiline ? undefined : 'email'}
        rows={multiline ? 5 : undefined}
        value={filled ? 'ada@' : ''}
        onChange={noop}
        error={error ? 'Please enter a valid email address.' : undefined}
        initiallyFocused={focused as boolean}
      />
    ),
  }),
  hiddenBox: specimen({
    table: 'forms',
    dims: {},
    parts: { root: 'div' },
    mui: () => (
      <Box aria-hidden="true" sx={visuallyHidden}>
        field
      </Box>
    ),
    plain: () => <HiddenBox>field</HiddenBox>,
  }),
  formNotice: specimen({
    table: 'forms',
    dims: {},
    parts: { root: 'p' },
    mui: () => (
      <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
        Too many submissions from your network.
      </Typography>
    ),
    plain: () => <FormNotice>Too many submissions from your network.</FormNotice>,
  }),
  submitRow: specimen({
    table: 'forms',
    dims: { variant: ['contained', 'outlined'], disabled: [false, true] },
    parts: { row: '[data-part=row]', button: '.MuiButton-root' },
    mui: ({ variant, disabled }) => (
      <Box data-part="row">
        <Button type="submit" variant={variant as 'outlined'} size="large" disabled={disabled as boolean}>
          Send Message
        </Button>
      </Box>
    ),
    plain: ({ variant, disabled }) => (
      <SubmitButton variant={variant as 'outlined'} disabled={disabled as boolean}>
        Send Message
      </SubmitButton>
    ),
  }),
};
