import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

type Folder = { id: string; label: string; children?: Folder[] };

const initialFolders: Folder[] = [
  { id: 'photos', label: 'Photos', children: [{ id: 'holidays', label: 'Holidays' }] },
  { id: 'music', label: 'Music' },
];

// "New folder" adds an item, then opens its label for editing, like a file manager.
export default function NewFolderEditing() {
  const apiRef = useTreeViewApiRef();
  const [folders, setFolders] = React.useState(initialFolders);
  const [created, setCreated] = React.useState(0);
  const [pendingEdit, setPendingEdit] = React.useState<string | null>(null);

  const addFolder = () => {
    const id = `new-folder-${created + 1}`;
    setCreated(created + 1);
    setFolders((current) => [...current, { id, label: 'New folder' }]);
    setPendingEdit(id);
  };

  // The item exists once the tree has rendered the new items: start editing then.
  React.useEffect(() => {
    if (pendingEdit) {
      apiRef.current?.setEditedItem(pendingEdit);
      setPendingEdit(null);
    }
  }, [apiRef, pendingEdit]);

  const saveLabel = (itemId: string, label: string) =>
    setFolders((current) =>
      current.map((folder) => (folder.id === itemId ? { ...folder, label } : folder)),
    );

  return (
    <Box sx={{ height: 300, maxWidth: 340 }}>
      <Button size="small" variant="outlined" onClick={addFolder} sx={{ mb: 1 }}>
        New folder
      </Button>
      <RichTreeView
        aria-label="Folders"
        apiRef={apiRef}
        items={folders}
        isItemEditable
        onItemLabelChange={saveLabel}
      />
    </Box>
  );
}
