/**
 * The specimens whose classes go to the card's (the calculator's form: its frame, tabs, fields, buttons, icons) table (see ./specimen.tsx).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ClipboardList, CodeXml, Link2 } from 'lucide-react';
import { ClipboardListIcon, CodeXmlIcon, Link2Icon } from '../icons';
import { PlainButton } from '../PlainButton';
import { PlainCard } from '../PlainCard';
import { PlainNumberField, PlainSelectField } from '../PlainField';
import { PlainTabs } from '../PlainTabs';
import { ActionsBox, EmbedRow, ErrorLine, FieldGrid, LoadFailedRow, PlainBox } from '../PlainBoxes';
import { specimen, noop, field } from './specimen';

export const cardSpecimens = {
  box: specimen({
    dims: {},
    parts: { root: '.MuiBox-root' },
    mui: () => <Box>text</Box>,
    plain: () => <PlainBox>text</PlainBox>,
  }),
  card: specimen({
    dims: {},
    parts: { root: '.MuiCard-root', content: '.MuiCardContent-root', title: '.MuiTypography-h2' },
    mui: () => (
      <Card variant="outlined" component="section" aria-labelledby="t">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="t" variant="h2" component="h2" sx={{ mb: 2.5 }}>
            Title
          </Typography>
          body
        </CardContent>
      </Card>
    ),
    plain: () => (
      <PlainCard titleId="t" title="Title">
        body
      </PlainCard>
    ),
  }),
  tabs: specimen({
    dims: {},
    parts: {
      root: '.MuiTabs-root',
      scroller: '.MuiTabs-scroller',
      list: '.MuiTabs-list',
      selected: '[data-part=selected]',
      tab: '[data-part=tab]',
      indicator: '.MuiTabs-indicator',
    },
    mui: () => (
      <Tabs value="a" onChange={noop} sx={{ mb: 3 }} variant="fullWidth">
        <Tab value="a" label="By Units" id="t-a" aria-controls="p-a" data-mode="a" data-part="selected" />
        <Tab value="b" label="By Revenue" id="t-b" aria-controls="p-b" data-mode="b" data-part="tab" />
      </Tabs>
    ),
    plain: () => (
      <PlainTabs
        tabs={[
          { value: 'a', label: 'By Units', id: 't-a', controls: 'p-a', data: { mode: 'a' } },
          { value: 'b', label: 'By Revenue', id: 't-b', controls: 'p-b', data: { mode: 'b' } },
        ]}
        value="a"
        onChange={noop}
      />
    ),
  }),
  numberField: specimen({
    dims: { error: [false, true], focused: [false, true], filled: [false, true] },
    parts: {
      control: '.MuiFormControl-root',
      label: '.MuiInputLabel-root',
      root: '.MuiOutlinedInput-root',
      input: '.MuiInputBase-input',
      outline: '.MuiOutlinedInput-notchedOutline',
      legend: 'legend',
      helper: '.MuiFormHelperText-root',
    },
    mui: ({ error, focused, filled }) => (
      <FormControl fullWidth error={error} focused={focused || undefined}>
        <InputLabel htmlFor="f" shrink>
          {field.label}
        </InputLabel>
        <OutlinedInput
          id="f"
          label={field.label}
          notched
          value={filled ? '12' : ''}
          name="investment"
          onChange={noop}
          placeholder="e.g. 5000"
          autoComplete="off"
          inputProps={{ inputMode: 'decimal', min: 0, 'aria-invalid': error || undefined, 'aria-describedby': 'f-helper' }}
        />
        <FormHelperText id="f-helper">{field.helper}</FormHelperText>
      </FormControl>
    ),
    plain: ({ error, focused, filled }) => (
      <PlainNumberField
        id="f"
        name="investment"
        label={field.label}
        helperText={field.helper}
        value={filled ? '12' : ''}
        onChange={noop}
        placeholder="e.g. 5000"
        inputMode="decimal"
        min={0}
        error={error as boolean}
        describedBy="f-helper"
        initiallyFocused={focused as boolean}
      />
    ),
  }),
  selectField: specimen({
    dims: { focused: [false, true] },
    parts: {
      control: '.MuiFormControl-root',
      label: '.MuiInputLabel-root',
      root: '.MuiOutlinedInput-root',
      select: '.MuiNativeSelect-select',
      icon: '.MuiNativeSelect-icon',
      outline: '.MuiOutlinedInput-notchedOutline',
      legend: 'legend',
    },
    mui: ({ focused }) => (
      <FormControl fullWidth focused={focused || undefined}>
        <InputLabel htmlFor="s" shrink>
          Period
        </InputLabel>
        <NativeSelect id="s" value="month" name="period" onChange={noop} input={<OutlinedInput label="Period" notched />}>
          <option value="month">Monthly</option>
          <option value="year">Yearly</option>
        </NativeSelect>
      </FormControl>
    ),
    plain: ({ focused }) => (
      <PlainSelectField
        id="s"
        name="period"
        label="Period"
        value="month"
        onChange={noop}
        options={[
          { value: 'month', label: 'Monthly' },
          { value: 'year', label: 'Yearly' },
        ]}
        initiallyFocused={focused as boolean}
      />
    ),
  }),
  button: specimen({
    dims: { variant: ['contained', 'text', 'outlined'], size: ['small', 'medium', 'large'], icon: [false, true], disabled: [false, true] },
    parts: { root: '.MuiButton-root', icon: '.MuiButton-startIcon' },
    mui: ({ variant, size, icon, disabled }) => (
      <Button
        type="button"
        disabled={disabled as boolean}
        variant={variant as 'text'}
        size={size as 'small'}
        startIcon={icon ? <CodeXml aria-hidden size={16} /> : undefined}
        aria-expanded={false}
      >
        Embed
      </Button>
    ),
    plain: ({ variant, size, icon, disabled }) => (
      <PlainButton
        variant={variant as 'text'}
        size={size as 'small'}
        disabled={disabled as boolean}
        startIcon={icon ? <CodeXmlIcon /> : undefined}
        aria-expanded={false}
      >
        Embed
      </PlainButton>
    ),
  }),
  fieldGrid: specimen({
    dims: { double: [false, true] },
    parts: { root: '[data-part=root]' },
    mui: ({ double }) => (
      <Box data-part="root" sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: double ? '1fr 1fr' : '1fr' } }}>
        fields
      </Box>
    ),
    plain: ({ double }) => <FieldGrid double={double as boolean}>fields</FieldGrid>,
  }),
  errorLine: specimen({
    dims: { shown: [false, true] },
    parts: { root: '[data-part=root]' },
    mui: ({ shown }) => (
      <Typography
        data-part="root"
        id="e"
        role="alert"
        color="error"
        sx={{ mt: 2, minHeight: shown ? undefined : 0, fontWeight: 500 }}
        data-testid="error"
      >
        {shown ? 'Please enter a valid amount.' : ''}
      </Typography>
    ),
    plain: ({ shown }) => <ErrorLine id="e">{shown ? 'Please enter a valid amount.' : undefined}</ErrorLine>,
  }),
  actions: specimen({
    dims: { error: [false, true] },
    parts: { root: '[data-part=root]' },
    mui: ({ error }) => (
      <Box data-part="root" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: error ? 1 : 2 }} data-print="hide">
        buttons
      </Box>
    ),
    plain: ({ error }) => <ActionsBox afterError={error as boolean}>buttons</ActionsBox>,
  }),
  embedRow: specimen({
    dims: {},
    parts: { root: '[data-part=root]' },
    mui: () => (
      <Box data-part="root" sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }} data-print="hide">
        embed
      </Box>
    ),
    plain: () => <EmbedRow>embed</EmbedRow>,
  }),
  loadFailed: specimen({
    dims: {},
    parts: { root: '[data-part=root]', message: '.MuiTypography-root' },
    mui: () => (
      <Box data-part="root" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
        <Typography role="alert">Could not load the chart. Check your connection, then try again.</Typography>
        <Button type="button" variant="outlined" size="small">
          Try again
        </Button>
      </Box>
    ),
    plain: () => (
      <LoadFailedRow message="Could not load the chart. Check your connection, then try again.">
        <PlainButton variant="outlined" size="small">
          Try again
        </PlainButton>
      </LoadFailedRow>
    ),
  }),
  icons: specimen({
    dims: { icon: ['code-xml', 'link-2', 'clipboard-list'] },
    parts: { root: 'svg' },
    mui: ({ icon }) => {
      const Icon = { 'code-xml': CodeXml, 'link-2': Link2, 'clipboard-list': ClipboardList }[icon as 'link-2'];
      return <Icon aria-hidden size={16} />;
    },
    plain: ({ icon }) => {
      const Icon = { 'code-xml': CodeXmlIcon, 'link-2': Link2Icon, 'clipboard-list': ClipboardListIcon }[icon as 'link-2'];
      return <Icon />;
    },
  }),
};
