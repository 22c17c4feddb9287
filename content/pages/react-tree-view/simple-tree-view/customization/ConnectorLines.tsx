import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A dashed line shows which items belong to which group.
const LinedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 6,
    borderLeft: `1px dashed ${theme.palette.divider}`,
  },
}));

export default function ConnectorLines() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Company structure"
        defaultExpandedItems={['company', 'sales', 'product']}
        itemChildrenIndentation={0}
      >
        <LinedTreeItem itemId="company" label="Northwind Ltd.">
          <LinedTreeItem itemId="sales" label="Sales">
            <LinedTreeItem itemId="emea" label="EMEA" />
            <LinedTreeItem itemId="apac" label="APAC" />
          </LinedTreeItem>
          <LinedTreeItem itemId="product" label="Product">
            <LinedTreeItem itemId="design" label="Design" />
            <LinedTreeItem itemId="engineering" label="Engineering" />
          </LinedTreeItem>
          <LinedTreeItem itemId="finance" label="Finance" />
        </LinedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
