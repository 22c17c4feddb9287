/** A team workspace: projects with their folders and documents. No MUI import, so free and Pro demos can share it. */
export type WorkspaceItem = {
  id: string;
  label: string;
  children?: WorkspaceItem[];
};

export const workspace: WorkspaceItem[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'brand-guide', label: 'Brand guide.pdf' },
      {
        id: 'campaigns',
        label: 'Campaigns',
        children: [
          { id: 'spring-launch', label: 'Spring launch.pptx' },
          { id: 'newsletter', label: 'Newsletter draft.docx' },
        ],
      },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'roadmap', label: 'Roadmap 2025.xlsx' },
      { id: 'runbook', label: 'On-call runbook.md' },
      { id: 'architecture', label: 'Architecture.drawio' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    children: [
      { id: 'budget', label: 'Budget.xlsx' },
      { id: 'invoices', label: 'Invoices', children: [{ id: 'inv-0042', label: 'INV-0042.pdf' }] },
    ],
  },
  { id: 'readme', label: 'Read me first.md' },
];

/** Every id of an item that has children, e.g. to expand the whole tree. */
export function getParentIds(items: WorkspaceItem[]): string[] {
  return items.flatMap((item) => (item.children ? [item.id, ...getParentIds(item.children)] : []));
}
