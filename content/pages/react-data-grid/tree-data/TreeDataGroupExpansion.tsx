import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import { orgMembers, getOrgPath } from '../shared/orgChart';
import { orgColumns } from './orgColumns';

// Open the Engineering branch on mount, leave the others closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth === 0 || node.groupingKey === 'Thomas Kerr';

export default function TreeDataGroupExpansion() {
  const apiRef = useGridApiRef();

  const setAll = (isExpanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <DataGridPro
        apiRef={apiRef}
        treeData
        rows={orgMembers}
        columns={orgColumns}
        getTreeDataPath={getOrgPath}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
