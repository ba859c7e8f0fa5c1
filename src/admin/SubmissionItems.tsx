import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { CalculatorRequest, ContactSubmission } from '../../contract/records';
import { formatSubmittedAt } from './format-date';

/** The attribute that finds an item's heading, where the focus goes when the item before it is deleted. */
export const ITEM_HEADING = 'data-item-heading';

function ItemFrame({
  id,
  title,
  badge,
  isNew,
  createdAt,
  children,
  action,
  onDelete,
  testId,
}: {
  id: string;
  title: string;
  badge: string;
  isNew: boolean;
  createdAt: string;
  children: ReactNode;
  action: ReactNode;
  onDelete(): void;
  testId: string;
}) {
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      data-record-id={id}
      sx={{ p: 2.5, listStyle: 'none', borderLeft: 4, borderLeftColor: isNew ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="h3"
          component="h2"
          id={headingId}
          tabIndex={-1}
          {...{ [ITEM_HEADING]: '' }}
          sx={{ fontSize: '1.15rem', wordBreak: 'break-word' }}
        >
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
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {action}
        {/* Described by the heading: a screen reader's list of buttons says which record each Delete is for. */}
        <Button size="small" color="error" onClick={onDelete} aria-describedby={headingId}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}

/** One contact submission: subject, badge New/Read, sender, date, message, the read toggle and Delete. */
export function ContactSubmissionItem({
  item,
  onSetRead,
  onDelete,
}: {
  item: ContactSubmission;
  onSetRead(id: string, isRead: boolean): void;
  onDelete(item: ContactSubmission): void;
}) {
  return (
    <ItemFrame
      id={item.id}
      onDelete={() => onDelete(item)}
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

/** One calculator request: name, badge New Request/Processed, date, description, the processed toggle and Delete. */
export function CalculatorRequestItem({
  item,
  onSetProcessed,
  onDelete,
}: {
  item: CalculatorRequest;
  onSetProcessed(id: string, isProcessed: boolean): void;
  onDelete(item: CalculatorRequest): void;
}) {
  return (
    <ItemFrame
      id={item.id}
      onDelete={() => onDelete(item)}
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
