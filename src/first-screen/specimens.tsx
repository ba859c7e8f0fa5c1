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
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TabScrollButton from '@mui/material/TabScrollButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ClipboardList, CodeXml, Link2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { visuallyHidden } from '../components/visually-hidden';
import { ClipboardListIcon, CodeXmlIcon, Link2Icon } from './icons';
import { PlainButton } from './PlainButton';
import { PlainCard } from './PlainCard';
import { ClearButton, CountLine, NothingFound, SearchRow } from './PlainDirectoryBoxes';
import { PlainNumberField, PlainSelectField } from './PlainField';
import { PlainScrollTabs, ScrollButton } from './PlainScrollTabs';
import { PlainSearchField } from './PlainSearchField';
import { FieldPair, FormFrame, FormIntro, FormNotice, FormTitle, HiddenBox, SubmitButton } from './PlainFormBoxes';
import { PlainTextField } from './PlainTextField';
import { PlainTabs } from './PlainTabs';
import { ActionsBox, EmbedRow, ErrorLine, FieldGrid, LoadFailedRow, PlainBox } from './PlainBoxes';
import {
  BandAlert,
  LoadingLine,
  ResultActions,
  ResultFrame,
  TableOutputView,
  TextOutputView,
  TipsList,
  ValueOutputView,
} from './PlainResult';

/**
 * The tables a specimen's classes go to, each shipped with the code that
 * reads it: the card's (with the card), the result's (with the result's
 * chunk), the directory's (with its island) and the public forms' (with
 * theirs).
 */
export type TableName = 'card' | 'result' | 'directory' | 'forms';

/** A state dimension's values. */
type Values = readonly (string | boolean)[];

/** One component, or a few laid out together, in every combination of `dims`. */
export interface Specimen<D extends Record<string, Values> = Record<string, Values>> {
  dims: D;
  /** Selector of each part whose classes are captured. */
  parts: Record<string, string>;
  /** Which table its classes go to (the card's when not given). */
  table?: TableName;
  mui(state: { [K in keyof D]: D[K][number] }): ReactElement;
  plain(state: { [K in keyof D]: D[K][number] }): ReactElement;
}

const specimen = <const D extends Record<string, Values>>(s: Specimen<D>) => s as unknown as Specimen;

const noop = () => {};
/** The result's value colours by tone, as the panel had them with MUI. */
const toneColour = { success: 'success.main', error: 'error.main', warning: 'warning.dark', info: 'text.primary', primary: 'primary.main' };
const tones = ['primary', 'success', 'info', 'warning', 'error'] as const;
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
  resultFrame: specimen({
    table: 'result',
    dims: {},
    parts: { root: '[data-part=root]', head: '[data-part=head]', heading: '.MuiTypography-h3', stack: '.MuiStack-root' },
    mui: () => (
      <Box data-part="root" component="section" aria-labelledby="r" aria-live="polite" data-testid="result" sx={{ mt: 3 }}>
        <Box
          data-part="head"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          <Typography id="r" variant="h3" component="h3">
            Your Result
          </Typography>
          actions
        </Box>
        <Stack spacing={2}>outputs</Stack>
      </Box>
    ),
    plain: () => (
      <ResultFrame headingId="r" actions="actions">
        outputs
      </ResultFrame>
    ),
  }),
  valueOutput: specimen({
    table: 'result',
    dims: { large: [true, false], tone: tones, caption: [true, false] },
    parts: { root: '[data-part=root]', label: '.MuiTypography-subtitle2', value: '[data-part=value]', caption: '.MuiTypography-body2' },
    mui: ({ large, tone, caption }) => (
      <Box data-part="root" data-output="roi">
        <Typography variant="subtitle2" color="text.secondary" component="p">
          Return on Investment
        </Typography>
        <Typography
          data-part="value"
          component="p"
          data-testid="output-roi"
          sx={{ fontSize: large ? '2.5rem' : '1.5rem', fontWeight: 700, lineHeight: 1.2, color: toneColour[tone as 'info'] }}
        >
          150.00%
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary" data-testid="caption-roi">
            Net profit ÷ investment
          </Typography>
        )}
      </Box>
    ),
    plain: ({ large, tone, caption }) => (
      <ValueOutputView
        output={{
          kind: 'value',
          id: 'roi',
          label: 'Return on Investment',
          text: '150.00%',
          value: 150,
          shown: 150,
          caption: caption ? 'Net profit ÷ investment' : undefined,
        }}
        large={large as boolean}
        colour={tone as 'info'}
      />
    ),
  }),
  textOutput: specimen({
    table: 'result',
    dims: { labelled: [true, false] },
    parts: { root: '[data-part=root]', label: '.MuiTypography-subtitle2', text: '[data-part=text]' },
    mui: ({ labelled }) => (
      <Box data-part="root" data-output="pace">
        {labelled && (
          <Typography variant="subtitle2" color="text.secondary" component="p">
            Pace
          </Typography>
        )}
        <Typography data-part="text" data-testid="output-pace">
          On pace
        </Typography>
      </Box>
    ),
    plain: ({ labelled }) => (
      <TextOutputView output={{ kind: 'text', id: 'pace', label: labelled ? 'Pace' : undefined, text: 'On pace' }} />
    ),
  }),
  tableOutput: specimen({
    table: 'result',
    dims: { note: [true, false] },
    parts: {
      root: '[data-part=root]',
      heading: '.MuiTypography-subtitle1',
      container: '.MuiTableContainer-root',
      table: '.MuiTable-root',
      head: '.MuiTableHead-root',
      headRow: '.MuiTableRow-head',
      headCell: '.MuiTableCell-head',
      body: '.MuiTableBody-root',
      row: '[data-part=row]',
      rowHeader: '[data-part=rowHeader]',
      cell: '[data-part=cell]',
      note: '[data-part=note]',
    },
    mui: ({ note }) => (
      <Box data-part="root" data-output="rates">
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
          Benchmarks
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" data-testid="output-rates">
            <TableHead>
              <TableRow>
                {['Channel', 'Rate'].map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow data-part="row">
                <TableCell data-part="rowHeader" component="th" scope="row">
                  Email
                </TableCell>
                <TableCell data-part="cell">2%</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
        {note && (
          <Typography data-part="note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Illustrative ranges.
          </Typography>
        )}
      </Box>
    ),
    plain: ({ note }) => (
      <TableOutputView
        output={{
          kind: 'table',
          id: 'rates',
          label: 'Benchmarks',
          columns: ['Channel', 'Rate'],
          rows: [['Email', '2%']],
          note: note ? 'Illustrative ranges.' : undefined,
        }}
      />
    ),
  }),
  band: specimen({
    table: 'result',
    dims: { severity: ['success', 'info', 'warning', 'error'] },
    parts: {
      root: '.MuiAlert-root',
      icon: '.MuiAlert-icon',
      svg: '.MuiSvgIcon-root',
      message: '.MuiAlert-message',
      title: '.MuiAlertTitle-root',
    },
    mui: ({ severity }) => (
      <Alert severity={severity as 'info'} data-testid="band">
        <AlertTitle data-testid="band-label">Good</AlertTitle>
        Above the typical range.
      </Alert>
    ),
    plain: ({ severity }) => <BandAlert severity={severity as 'info'} label="Good" text="Above the typical range." />,
  }),
  tips: specimen({
    table: 'result',
    dims: {},
    parts: { root: '[data-part=root]', heading: '.MuiTypography-subtitle1', list: '[data-part=list]', item: '[data-part=item]' },
    mui: () => (
      <Box data-part="root" data-testid="tips">
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          How to improve your ROI
        </Typography>
        <Box data-part="list" component="ul" sx={{ pl: 3, my: 1 }}>
          {['Cut costs', 'Raise prices'].map((tip) => (
            <Typography data-part="item" component="li" key={tip} sx={{ mb: 0.5 }}>
              {tip}
            </Typography>
          ))}
        </Box>
      </Box>
    ),
    plain: () => <TipsList tips={{ title: 'How to improve your ROI', items: ['Cut costs', 'Raise prices'] }} />,
  }),
  resultActions: specimen({
    table: 'result',
    dims: {},
    parts: { root: '[data-part=root]' },
    mui: () => (
      <Box data-part="root" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-print="hide">
        buttons
      </Box>
    ),
    plain: () => <ResultActions>buttons</ResultActions>,
  }),
  loadingLine: specimen({
    table: 'result',
    dims: {},
    parts: { root: '.MuiTypography-root' },
    mui: () => <Typography sx={{ mt: 2 }}>Loading the chart…</Typography>,
    plain: () => <LoadingLine>Loading the chart…</LoadingLine>,
  }),
  searchRow: specimen({
    table: 'directory',
    dims: {},
    parts: { root: 'search' },
    mui: () => (
      <Box component="search" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        field
      </Box>
    ),
    plain: () => <SearchRow>field</SearchRow>,
  }),
  searchField: specimen({
    table: 'directory',
    dims: { focused: [false, true], filled: [false, true] },
    parts: {
      control: '.MuiFormControl-root',
      label: '.MuiInputLabel-root',
      root: '.MuiOutlinedInput-root',
      input: '.MuiInputBase-input',
      outline: '.MuiOutlinedInput-notchedOutline',
      legend: 'legend',
    },
    mui: ({ focused, filled }) => (
      <TextField
        id="q"
        label="Search calculators"
        name="q"
        value={filled ? 'cpc' : ''}
        onChange={noop}
        fullWidth
        size="small"
        type="search"
        focused={focused || undefined}
        slotProps={{ htmlInput: { 'data-filter-search': '' } }}
      />
    ),
    plain: ({ focused, filled }) => (
      <PlainSearchField
        id="q"
        label="Search calculators"
        name="q"
        value={filled ? 'cpc' : ''}
        onChange={noop}
        inputProps={{ 'data-filter-search': '' }}
        initiallyFocused={focused as boolean}
      />
    ),
  }),
  scrollTabs: specimen({
    table: 'directory',
    dims: {},
    parts: {
      root: '.MuiTabs-root',
      probe: '.MuiTabs-scrollableX',
      scroller: '.MuiTabs-scroller',
      list: '.MuiTabs-list',
      selected: '[data-part=selected]',
      tab: '[data-part=tab]',
      indicator: '.MuiTabs-indicator',
    },
    mui: () => (
      <Tabs value="a" onChange={noop} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="a" label="All Calculators" data-filter-category="" data-part="selected" />
        <Tab value="b" label="Cost & Efficiency" data-filter-category="cost-efficiency" data-part="tab" />
      </Tabs>
    ),
    plain: () => (
      <PlainScrollTabs
        tabs={[
          { value: 'a', label: 'All Calculators', data: { 'filter-category': '' } },
          { value: 'b', label: 'Cost & Efficiency', data: { 'filter-category': 'cost-efficiency' } },
        ]}
        value="a"
        onChange={noop}
      />
    ),
  }),
  scrollButton: specimen({
    table: 'directory',
    dims: { direction: ['left', 'right'], disabled: [false, true] },
    parts: { root: '.MuiTabScrollButton-root', svg: '.MuiSvgIcon-root' },
    // As MUI's Tabs renders it once it has measured a row that does not fit.
    mui: ({ direction, disabled }) => (
      <TabScrollButton
        className="MuiTabs-scrollButtons"
        direction={direction as 'left'}
        orientation="horizontal"
        disabled={disabled as boolean}
      />
    ),
    plain: ({ direction, disabled }) => <ScrollButton direction={direction as 'left'} disabled={disabled as boolean} />,
  }),
  clearButton: specimen({
    table: 'directory',
    dims: {},
    parts: { root: '.MuiButton-root' },
    mui: () => (
      <Button variant="outlined" data-filter-clear="">
        Clear
      </Button>
    ),
    plain: () => <ClearButton>Clear</ClearButton>,
  }),
  countLine: specimen({
    table: 'directory',
    dims: {},
    parts: { root: 'p' },
    mui: () => (
      <Typography
        color="text.secondary"
        sx={{ mb: 2 }}
        data-testid="count"
        role="status"
        data-filter-count=""
        data-one="calculator"
        data-many="calculators"
        suppressHydrationWarning
      >
        30 calculators
      </Typography>
    ),
    plain: () => <CountLine text="30 calculators" one="calculator" many="calculators" />,
  }),
  nothingFound: specimen({
    table: 'directory',
    dims: {},
    parts: { root: '[data-part=root]', message: 'p' },
    mui: () => (
      <Box data-part="root" sx={{ textAlign: 'center', py: 6 }} hidden data-filter-empty="">
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          No calculators found
        </Typography>
        button
      </Box>
    ),
    plain: () => <NothingFound message="No calculators found">button</NothingFound>,
  }),
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

/** A specimen's name. */
export type SpecimenName = keyof typeof specimens;
