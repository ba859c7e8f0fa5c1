/**
 * The editors' guide (definitions/README.md) beside the studio, opened at
 * the section that explains a problem.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MarkdownIt from 'markdown-it';
import { useEffect, useMemo, useRef } from 'react';
import readme from '../../definitions/README.md?raw';
import { headingId } from './guide-sections';

/** The guide as HTML, each heading with the id the studio links to. */
function guideHtml(): string {
  const markdown = new MarkdownIt({ html: false, linkify: false });
  const heading = markdown.renderer.rules.heading_open;
  markdown.renderer.rules.heading_open = (tokens, i, options, env, self) => {
    tokens[i]!.attrSet('id', headingId(tokens[i + 1]!.content));
    return heading ? heading(tokens, i, options, env, self) : self.renderToken(tokens, i, options);
  };
  return markdown.render(readme);
}

/** The drawer, open at `section` (a heading id) when given. */
export function GuideDrawer({ section, onClose }: { section: string | undefined; onClose: () => void }) {
  const html = useMemo(guideHtml, []);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (section) requestAnimationFrame(() => body.current?.querySelector(`#${CSS.escape(section)}`)?.scrollIntoView({ block: 'start' }));
  }, [section]);
  return (
    <Drawer anchor="right" open={section !== undefined} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <Button onClick={onClose}>Close the guide</Button>
      </Box>
      <Box
        ref={body}
        role="document"
        aria-label="Writing a calculator definition"
        sx={{
          px: 3,
          pb: 4,
          overflowY: 'auto',
          '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 },
          '& code': { fontSize: '0.85em' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Drawer>
  );
}
