/**
 * A fake file server: fixed data, answered after a delay with `setTimeout`,
 * so the demos behave like a real API without any network.
 */
export type RemoteFile = { id: string; label: string; childrenCount: number };

type Entry = { label: string; children?: string[] };

const archiveYears = ['2021', '2022', '2023', '2024'];

const entries: Record<string, Entry> = {
  projects: { label: 'Projects', children: ['apollo', 'borealis'] },
  apollo: { label: 'Apollo', children: ['apollo-spec', 'apollo-budget', 'apollo-designs'] },
  'apollo-spec': { label: 'Specification.docx' },
  'apollo-budget': { label: 'Budget.xlsx' },
  'apollo-designs': { label: 'Designs', children: ['apollo-home', 'apollo-checkout'] },
  'apollo-home': { label: 'Home page.fig' },
  'apollo-checkout': { label: 'Checkout.fig' },
  borealis: { label: 'Borealis', children: ['borealis-brief'] },
  'borealis-brief': { label: 'Client brief.pdf' },
  hr: { label: 'HR (restricted)', children: ['hr-policies'] },
  'hr-policies': { label: 'Policies.pdf' },
  archive: { label: 'Archive', children: archiveYears.map((year) => `archive-${year}`) },
  ...Object.fromEntries(
    archiveYears.map((year) => [
      `archive-${year}`,
      { label: year, children: ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => `report-${year}-${q}`) },
    ]),
  ),
  ...Object.fromEntries(
    archiveYears.flatMap((year) =>
      ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => [
        `report-${year}-${q}`,
        { label: `${year} ${q} report.pdf` },
      ]),
    ),
  ),
  welcome: { label: 'Welcome.md' },
};

const rootIds = ['projects', 'hr', 'archive', 'welcome'];

function toRemoteFile(id: string): RemoteFile {
  const entry = entries[id];
  return { id, label: entry?.label ?? id, childrenCount: entry?.children?.length ?? 0 };
}

/** The children of a folder, or the root items when `parentId` is undefined. */
export function fetchFolder(parentId?: string, latencyMs = 800): Promise<RemoteFile[]> {
  const ids = parentId ? (entries[parentId]?.children ?? []) : rootIds;
  return new Promise((resolve) => {
    setTimeout(() => resolve(ids.map(toRemoteFile)), latencyMs);
  });
}

/** The root items, for trees that render them without a first request. */
export const rootFiles: RemoteFile[] = rootIds.map(toRemoteFile);
