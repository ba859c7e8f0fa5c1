/**
 * The specimens whose classes go to the directory's (its search, tabs and counts) table (see ./specimen.tsx).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import TabScrollButton from '@mui/material/TabScrollButton';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ClearButton, CountLine, NothingFound, SearchRow } from '../PlainDirectoryBoxes';
import { PlainScrollTabs, ScrollButton } from '../PlainScrollTabs';
import { PlainSearchField } from '../PlainSearchField';
import { noop, specimen } from './specimen';

export const directorySpecimens = {
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
};
