import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { backlog, epicIds } from './backlog';

type OrderPayload = { id: string; children?: OrderPayload[] };

// A fake endpoint: answers after 700 ms with the number of items saved.
function saveOrder(tree: OrderPayload[]): Promise<number> {
  const count = (nodes: OrderPayload[]): number =>
    nodes.reduce((total, node) => total + 1 + count(node.children ?? []), 0);
  return new Promise((resolve) => setTimeout(() => resolve(count(tree)), 700));
}

function toPayload(nodes: { id: string; children?: unknown[] }[]): OrderPayload[] {
  return nodes.map((node) => ({
    id: node.id,
    children: node.children ? toPayload(node.children as { id: string }[]) : undefined,
  }));
}

export default function SaveOrderToServer() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('Drag an item: the new order is sent to the server.');

  const handleMove = async ({ itemId }: { itemId: string }) => {
    const tree = toPayload(apiRef.current?.getItemTree() ?? []);
    setStatus(`Saving after moving ${itemId}…`);
    const saved = await saveOrder(tree);
    setStatus(`Saved the order of ${saved} items.`);
  };

  return (
    <Stack spacing={1} sx={{ height: 340, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Product backlog"
        apiRef={apiRef}
        items={backlog}
        itemsReordering
        defaultExpandedItems={epicIds}
        onItemPositionChange={handleMove}
        sx={{ height: 290, overflowY: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
