import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArticleBlock } from '../../engine';

function BenchmarkTable({ block }: { block: Extract<ArticleBlock, { type: 'table' }> }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '12px 16px' }}>{block.caption}</caption>
        <TableHead>
          <TableRow>
            {block.columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {block.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell key={i} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The definition's article: headings, paragraphs, lists and benchmark tables. */
export function Article({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <Box component="article" sx={{ '& h2': { mt: 4, mb: 1.5 } }}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <Typography key={i} variant="h2" component="h2">
                {block.text}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={i} sx={{ mb: 2, lineHeight: 1.7 }}>
                {block.text}
              </Typography>
            );
          case 'list':
            return (
              <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2 }}>
                {block.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.6 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            );
          case 'table':
            return <BenchmarkTable key={i} block={block} />;
        }
      })}
    </Box>
  );
}
