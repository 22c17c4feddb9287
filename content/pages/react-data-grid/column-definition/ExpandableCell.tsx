import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  customer: string;
  summary: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    customer: 'Northwind Freight',
    summary:
      'Invoices exported on the 1st show the previous month’s exchange rate for every line in euros. Finance needs the rate of the invoice date, and asks whether past exports can be regenerated with the right rates before the quarterly close.',
  },
  {
    id: 2,
    customer: 'Contoso Energy',
    summary: 'Password reset emails arrive after about twenty minutes.',
  },
  {
    id: 3,
    customer: 'Fabrikam Robotics',
    summary:
      'After the last update, the dashboard no longer remembers the selected plant. Operators switch plants several times per shift and lose the filter each time, which slows down the morning review. They would like the choice saved per user.',
  },
  { id: 4, customer: 'Tailspin Air', summary: 'Request for a second administrator seat.' },
  {
    id: 5,
    customer: 'Woodgrove Bank',
    summary:
      'The audit log stops at 10,000 entries, and the compliance team needs the full year. They ask for an export by date range, or for the limit to be raised for their account until the audit ends in March.',
  },
];

// A component, not a plain function: it can hold state with hooks.
function ExpandableText({ value }: GridRenderCellParams<Ticket, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  const long = text.length > 80;
  return (
    <Box sx={{ py: 1 }}>
      {expanded || !long ? text : `${text.slice(0, 80)}…`}
      {long && (
        <Link
          component="button"
          type="button"
          aria-expanded={expanded}
          // Enter and Space in the cell toggle the link, not the grid's editing.
          onKeyDown={(event: React.KeyboardEvent) => event.stopPropagation()}
          onClick={() => setExpanded(!expanded)}
          sx={{ ml: 0.5, verticalAlign: 'baseline' }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'summary',
    headerName: 'Summary',
    flex: 1,
    minWidth: 260,
    renderCell: (params: GridRenderCellParams<Ticket, string>) => <ExpandableText {...params} />,
  },
];

export default function ExpandableCell() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* 'auto' rows grow with their content, so an expanded cell gets taller. */}
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} hideFooter />
    </Box>
  );
}
