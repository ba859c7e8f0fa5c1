import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '../../contract/admin-lists';

/** How long typing must pause before the list is searched, in milliseconds. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search field: searches once typing pauses for SEARCH_DELAY_MS, or
 * at once on Enter. `onSearch` gets the trimmed text; `initial` is the
 * search in use when the field appears (the tab was opened again).
 */
export function SearchBox({ id, label, initial, onSearch }: { id: string; label: string; initial: string; onSearch(q: string): void }) {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Text typed but not searched yet: searched when the field goes (the tab was switched while typing), not lost.
  const waiting = useRef<string | undefined>(undefined);
  // The timer calls the newest onSearch, not the one of the render that started it.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  const search = (value: string) => {
    clearTimeout(timer.current);
    waiting.current = undefined;
    latest.current(value.trim());
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current !== undefined) latest.current(waiting.current.trim());
    },
    [],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search(text);
  };
  return (
    <TextField
      id={id}
      label={label}
      type="search"
      size="small"
      fullWidth
      value={text}
      onChange={(event) => {
        const value = event.target.value;
        setText(value);
        waiting.current = value;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(value), SEARCH_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH, enterKeyHint: 'search' } }}
    />
  );
}
