/** A small shared drive: folders, documents and images with a size or item count. */
export type DriveNode = {
  id: string;
  name: string;
  kind: 'folder' | 'document' | 'image';
  meta: string;
  children?: DriveNode[];
};

export const drive: DriveNode[] = [
  {
    id: 'design',
    name: 'Design',
    kind: 'folder',
    meta: '3 items',
    children: [
      { id: 'brief', name: 'Brief.pdf', kind: 'document', meta: '240 KB' },
      {
        id: 'photos',
        name: 'Photos',
        kind: 'folder',
        meta: '2 items',
        children: [
          { id: 'hero', name: 'hero.png', kind: 'image', meta: '1.8 MB' },
          { id: 'team', name: 'team.jpg', kind: 'image', meta: '2.4 MB' },
        ],
      },
      { id: 'notes', name: 'Notes.md', kind: 'document', meta: '4 KB' },
    ],
  },
  { id: 'archive', name: 'Archive', kind: 'folder', meta: 'Empty' },
];
