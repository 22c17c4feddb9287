/**
 * Client entry, loaded on every docs page. It carries only the shell's
 * everyday interactions; React, MUI and demos load on demand elsewhere.
 */
import { initCopy } from './copy';
import { initShell } from './shell';

interface ClientConfig {
  strings: { copy: string; copied: string };
}

function config(): ClientConfig {
  try {
    return JSON.parse(document.getElementById('docs-config')?.textContent ?? '{}') as ClientConfig;
  } catch {
    return { strings: { copy: 'Copy', copied: 'Copied' } };
  }
}

const cfg = config();
initShell();
initCopy(document, cfg.strings ?? { copy: 'Copy', copied: 'Copied' });
