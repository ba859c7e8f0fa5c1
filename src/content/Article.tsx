import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArticleBlock, Source } from '../../engine/runtime';
// Pre-rendered only (the article ships no JavaScript), so the result's façade costs no page anything.
import { holdsAmount } from '../../engine/worked';
import { ARTICLE_MONEY_ATTRIBUTE } from '../../contract/number-setting-names';
import { citation, referenceAnchor } from './references';
import { SourceMark } from './SourceMark';

/** Where a table's figures come from, under it: a link to its reference, or a plain "illustrative" mark. */
function Backing({ source, illustrative }: { source?: Source; illustrative?: boolean }) {
  if (!source && !illustrative) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      {source ? (
        <>
          Source: <Link href={`#${referenceAnchor(source)}`}>{citation(source)}</Link>
        </>
      ) : (
        'Illustrative figures, not measured data.'
      )}
    </Typography>
  );
}

/**
 * A table of the article. Its US-dollar figures are marked, so that in another currency they read in it, each with
 * its US figure (src/number-setting/article-money.ts), as the result's band scale and note read them.
 */
function BenchmarkTable({ block, source }: { block: Extract<ArticleBlock, { type: 'table' }>; source?: Source }) {
  const money = block.rows.some((row) => row.some(holdsAmount));
  return (
    // Hidden, as every figure in a currency is, until the visitor's is known (index.html's data-units).
    <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }} {...(money && { [ARTICLE_MONEY_ATTRIBUTE]: '', 'data-units': '' })}>
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
      <Backing source={source} illustrative={block.illustrative} />
    </TableContainer>
  );
}

/**
 * The definition's article: headings, paragraphs, lists and benchmark tables.
 * A paragraph, list or table that names a source links to it in the References
 * list (`sources`, numbered in the definition's order).
 */
export function Article({ blocks, sources = [] }: { blocks: ArticleBlock[]; sources?: readonly Source[] }) {
  const find = (id: string | undefined) => (id === undefined ? undefined : sources.find((s) => s.id === id));
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
                <SourceMark id={block.source} sources={sources} />
              </Typography>
            );
          case 'list':
            return (
              <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2 }}>
                {block.items.map((item, j) => (
                  <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.6 }}>
                    {item}
                    {j === block.items.length - 1 && <SourceMark id={block.source} sources={sources} />}
                  </Typography>
                ))}
              </Box>
            );
          case 'table':
            return <BenchmarkTable key={i} block={block} source={find(block.source)} />;
        }
      })}
    </Box>
  );
}
