/**
 * The specimens whose classes go to the result's (its frame, outputs, band, tips, actions) table (see ./specimen.tsx).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BandAlert,
  LoadingLine,
  ResultActions,
  ResultFrame,
  TableOutputView,
  TextOutputView,
  TipsList,
  ValueOutputView,
} from '../PlainResult';
import { specimen, toneColour, tones } from './specimen';

export const resultSpecimens = {
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
};
