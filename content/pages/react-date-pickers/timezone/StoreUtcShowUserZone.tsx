import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

// The time zone saved in each user's profile.
const profiles = [
  { name: 'Amara (Lagos)', zone: 'Africa/Lagos' },
  { name: 'Kenji (Tokyo)', zone: 'Asia/Tokyo' },
  { name: 'Lucía (Mexico City)', zone: 'America/Mexico_City' },
];

export default function StoreUtcShowUserZone() {
  // What the API stores and returns: an ISO string in UTC.
  const [stored, setStored] = React.useState('2025-04-22T13:00:00.000Z');
  const [profile, setProfile] = React.useState(profiles[1]!);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 170, maxWidth: 560 }}>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Signed-in user"
            value={profile.name}
            onChange={(event) => setProfile(profiles.find((p) => p.name === event.target.value)!)}
            sx={{ width: 220 }}
          >
            {profiles.map((p) => (
              <MenuItem key={p.name} value={p.name}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Webinar starts"
            value={dayjs.utc(stored)}
            onChange={(newValue) => {
              if (newValue?.isValid()) {
                setStored(newValue.toISOString());
              }
            }}
            timezone={profile.zone}
            sx={{ width: 300 }}
          />
        </Stack>
        <Typography variant="body2" role="status">
          Stored in the database: {stored}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
