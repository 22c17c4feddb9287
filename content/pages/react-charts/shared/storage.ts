/** Used space on a laptop disk, in gigabytes, with one color per category. */
export type StorageSlice = { id: string; label: string; value: number; color: string };

export const storageUsage: StorageSlice[] = [
  { id: 'apps', label: 'Applications', value: 64, color: '#1976d2' },
  { id: 'photos', label: 'Photos', value: 48, color: '#9c27b0' },
  { id: 'documents', label: 'Documents', value: 22, color: '#2e7d32' },
  { id: 'system', label: 'System data', value: 38, color: '#ed6c02' },
];

export const storageTotal = storageUsage.reduce((sum, slice) => sum + slice.value, 0);
