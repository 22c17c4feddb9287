import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function describeDate(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export function useEventLog() {
  const [entries, setEntries] = React.useState<string[]>([]);
  const log = React.useCallback((entry: string) => {
    // Newest first, at most 8 lines.
    setEntries((previous) => [entry, ...previous].slice(0, 8));
  }, []);
  return { entries, log };
}

export function EventLog({ entries }: { entries: string[] }) {
  return (
    <Box
      component="ol"
      aria-label="Callback log, newest first"
      sx={{
        m: 0,
        p: 1,
        pl: 4,
        height: 200,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {entries.length === 0 ? (
        <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -3 }}>
          No callback yet: edit the value.
        </Typography>
      ) : (
        entries.map((entry, index) => (
          <Typography
            key={entries.length - index}
            component="li"
            variant="body2"
            sx={{ fontFamily: 'monospace' }}
          >
            {entry}
          </Typography>
        ))
      )}
    </Box>
  );
}
