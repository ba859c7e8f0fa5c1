import Typography from '@mui/material/Typography';

/** What an explorer's last action gave: announced as a status, or as an alert (in red) when it failed; empty before. */
export function SaidLine({ id, said, testId }: { id: string; said?: { ok: boolean; text: string }; testId: string }) {
  return (
    <Typography
      id={id}
      role={said?.ok === false ? 'alert' : 'status'}
      color={said?.ok === false ? 'error' : 'text.primary'}
      sx={{ mt: 2, fontWeight: 500 }}
      data-testid={testId}
    >
      {said?.text ?? ''}
    </Typography>
  );
}
