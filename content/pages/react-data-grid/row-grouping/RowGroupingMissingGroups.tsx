import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface SupportTicket {
  id: number;
  subject: string;
  team: string | null;
  assignee: string | null;
}

// Some tickets have no team yet, some have a team but no assignee.
const tickets: SupportTicket[] = [
  { id: 1, subject: 'Refund not received', team: 'Billing', assignee: 'Dana Novak' },
  { id: 2, subject: 'Invoice shows wrong VAT', team: 'Billing', assignee: 'Dana Novak' },
  { id: 3, subject: 'Card declined twice', team: 'Billing', assignee: null },
  { id: 4, subject: 'Laptop does not boot', team: 'Hardware', assignee: 'Chen Wei' },
  { id: 5, subject: 'Dock flickers on wake', team: 'Hardware', assignee: null },
  { id: 6, subject: 'Where is my order?', team: null, assignee: null },
  { id: 7, subject: 'Question about warranty', team: null, assignee: null },
];

const columns: GridColDef<SupportTicket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
];

export default function RowGroupingMissingGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['team', 'assignee'] } }}
      />
    </Box>
  );
}
