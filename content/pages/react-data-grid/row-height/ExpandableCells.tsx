import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const PREVIEW_LENGTH = 60;

function ExpandableText({ value }: GridRenderCellParams<Review, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  if (text.length <= PREVIEW_LENGTH) {
    return <span>{text}</span>;
  }
  return (
    <Box sx={{ whiteSpace: 'normal' }}>
      {expanded ? text : `${text.slice(0, PREVIEW_LENGTH)}…`}{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-expanded={expanded}
        // Keep the click from starting cell navigation or selection.
        onClick={(event) => {
          event.stopPropagation();
          setExpanded((prev) => !prev);
        }}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', width: 160 },
  {
    field: 'comment',
    headerName: 'Comment',
    flex: 1,
    minWidth: 280,
    renderCell: (params) => <ExpandableText {...params} />,
  },
];

export default function ExpandableCells() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.5 } }}
      />
    </Box>
  );
}
