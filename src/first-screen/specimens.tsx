/**
 * The first screen's components as MUI renders them, in every state they
 * are shown in, beside the same state of their counterpart in this folder.
 * Never part of the app: the build-time capture (scripts/first-screen-styles.ts)
 * takes each part's classes and the CSS of all of them from the MUI side,
 * and a unit test (tests/unit/first-screen/markup.test.ts) holds each
 * counterpart's server markup to it, state for state.
 *
 * A part is found in MUI's markup by a selector: `.Class` (a class MUI
 * gives it), `[data-part=name]` (an attribute given to the specimen, which
 * MUI passes to the element and the comparison ignores) or a tag name.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CodeXml } from 'lucide-react';
import type { ReactElement } from 'react';
import { CodeXmlIcon } from './CodeXmlIcon';
import { PlainButton } from './PlainButton';
import { PlainCard } from './PlainCard';
import { PlainNumberField, PlainSelectField } from './PlainField';
import { PlainTabs } from './PlainTabs';
import { ActionsBox, EmbedRow, ErrorLine, FieldGrid, LoadFailedRow, PlainBox } from './PlainBoxes';

/** A state dimension's values. */
type Values = readonly (string | boolean)[];

/** One component, or a few laid out together, in every combination of `dims`. */
export interface Specimen<D extends Record<string, Values> = Record<string, Values>> {
  dims: D;
  /** Selector of each part whose classes are captured. */
  parts: Record<string, string>;
  mui(state: { [K in keyof D]: D[K][number] }): ReactElement;
  plain(state: { [K in keyof D]: D[K][number] }): ReactElement;
}

const specimen = <const D extends Record<string, Values>>(s: Specimen<D>) => s as unknown as Specimen;

const noop = () => {};
const field = { label: 'Investment Amount ($)', helper: 'What you spent' };

export const specimens = {
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
    dims: { adornment: ['start', 'end', 'none'], error: [false, true], focused: [false, true], filled: [false, true] },
    parts: {
      control: '.MuiFormControl-root',
      label: '.MuiInputLabel-root',
      root: '.MuiOutlinedInput-root',
      adornment: '.MuiInputAdornment-root',
      adornmentText: '.MuiTypography-root',
      input: '.MuiInputBase-input',
      outline: '.MuiOutlinedInput-notchedOutline',
      legend: 'legend',
      helper: '.MuiFormHelperText-root',
    },
    mui: ({ adornment, error, focused, filled }) => {
      const sign = adornment === 'start' ? '$' : '%';
      const shown = adornment === 'none' ? undefined : <InputAdornment position={adornment as 'start' | 'end'}>{sign}</InputAdornment>;
      return (
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
            startAdornment={adornment === 'start' ? shown : undefined}
            endAdornment={adornment === 'end' ? shown : undefined}
            inputProps={{ inputMode: 'decimal', min: 0, 'aria-invalid': error || undefined, 'aria-describedby': 'f-helper' }}
          />
          <FormHelperText id="f-helper">{field.helper}</FormHelperText>
        </FormControl>
      );
    },
    plain: ({ adornment, error, focused, filled }) => (
      <PlainNumberField
        id="f"
        name="investment"
        label={field.label}
        helperText={field.helper}
        adornment={adornment === 'none' ? undefined : adornment === 'start' ? '$' : '%'}
        adornmentAt={adornment === 'start' ? 'start' : 'end'}
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
    dims: { variant: ['contained', 'text', 'outlined'], size: ['small', 'medium', 'large'], icon: [false, true] },
    parts: { root: '.MuiButton-root', icon: '.MuiButton-startIcon' },
    mui: ({ variant, size, icon }) => (
      <Button
        type="button"
        variant={variant as 'text'}
        size={size as 'small'}
        startIcon={icon ? <CodeXml aria-hidden size={16} /> : undefined}
        aria-expanded={false}
      >
        Embed
      </Button>
    ),
    plain: ({ variant, size, icon }) => (
      <PlainButton variant={variant as 'text'} size={size as 'small'} startIcon={icon ? <CodeXmlIcon /> : undefined} aria-expanded={false}>
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
};

/** A specimen's name. */
export type SpecimenName = keyof typeof specimens;
