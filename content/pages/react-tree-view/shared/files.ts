/** A project folder with file types, for demos that draw an icon per type. No MUI import. */
export type FileType = 'folder' | 'image' | 'pdf' | 'code' | 'sheet';

export type FileItem = {
  id: string;
  label: string;
  fileType: FileType;
  children?: FileItem[];
};

export const projectFiles: FileItem[] = [
  {
    id: 'website',
    label: 'Website redesign',
    fileType: 'folder',
    children: [
      {
        id: 'assets',
        label: 'assets',
        fileType: 'folder',
        children: [
          { id: 'logo', label: 'logo.svg', fileType: 'image' },
          { id: 'hero', label: 'hero.jpg', fileType: 'image' },
        ],
      },
      { id: 'index', label: 'index.tsx', fileType: 'code' },
      { id: 'styles', label: 'theme.ts', fileType: 'code' },
    ],
  },
  {
    id: 'contracts',
    label: 'Contracts',
    fileType: 'folder',
    children: [{ id: 'sow', label: 'Statement of work.pdf', fileType: 'pdf' }],
  },
  { id: 'estimates', label: 'Estimates.xlsx', fileType: 'sheet' },
];
