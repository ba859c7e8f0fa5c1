import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CalculatorRequest, ContactSubmission } from './admin-api';
import { formatSubmittedAt } from './format-date';

function ItemFrame({
  title,
  badge,
  isNew,
  createdAt,
  children,
  action,
  testId,
}: {
  title: string;
  badge: string;
  isNew: boolean;
  createdAt: string;
  children: ReactNode;
  action: ReactNode;
  testId: string;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      sx={{ p: 2.5, listStyle: 'none', borderLeft: 4, borderLeftColor: isNew ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Chip
          label={badge}
          size="small"
          color={isNew ? 'primary' : 'default'}
          variant={isNew ? 'filled' : 'outlined'}
          data-testid="badge"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        <time dateTime={createdAt}>{formatSubmittedAt(createdAt)}</time>
      </Typography>
      {children}
      <Box sx={{ mt: 2 }}>{action}</Box>
    </Paper>
  );
}

/** One contact submission: subject, badge New/Read, sender, date, message, and the read toggle. */
export function ContactSubmissionItem({ item, onSetRead }: { item: ContactSubmission; onSetRead(id: string, isRead: boolean): void }) {
  return (
    <ItemFrame
      testId="contact-submission"
      title={item.subject}
      badge={item.isRead ? 'Read' : 'New'}
      isNew={!item.isRead}
      createdAt={item.createdAt}
      action={
        <Button size="small" variant="outlined" onClick={() => onSetRead(item.id, !item.isRead)}>
          {item.isRead ? 'Mark as unread' : 'Mark as read'}
        </Button>
      }
    >
      <Typography sx={{ mt: 1.5, fontWeight: 500 }}>
        {item.name} · <Link href={`mailto:${item.email}`}>{item.email}</Link>
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.message}</Typography>
    </ItemFrame>
  );
}

/** One calculator request: name, badge New Request/Processed, date, description, and the processed toggle. */
export function CalculatorRequestItem({
  item,
  onSetProcessed,
}: {
  item: CalculatorRequest;
  onSetProcessed(id: string, isProcessed: boolean): void;
}) {
  return (
    <ItemFrame
      testId="calculator-request"
      title={item.name}
      badge={item.isProcessed ? 'Processed' : 'New Request'}
      isNew={!item.isProcessed}
      createdAt={item.createdAt}
      action={
        <Button size="small" variant="outlined" onClick={() => onSetProcessed(item.id, !item.isProcessed)}>
          {item.isProcessed ? 'Mark as new' : 'Mark as processed'}
        </Button>
      }
    >
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.description}</Typography>
    </ItemFrame>
  );
}
