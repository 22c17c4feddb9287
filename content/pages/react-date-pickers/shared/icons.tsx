import { createSvgIcon } from '@mui/material/utils';

/** A calendar page with one highlighted day. */
export const EventDayIcon = createSvgIcon(
  <path d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zM5 9h14v10H5V9zm2 2v3h3v-3H7z" />,
  'EventDay',
);

/** A circle with a cross, for clear buttons. */
export const ClearCircleIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.3 12.9-1.4 1.4L12 13.4l-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9 2.9 2.9z" />,
  'ClearCircle',
);

/** A plain clock face. */
export const SimpleClockIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7h-2z" />,
  'SimpleClock',
);
