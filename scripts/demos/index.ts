/**
 * Demo compiler entry point used by the content build. For every demo embed
 * of a page it returns the demo record and the server-rendered frame HTML.
 */
import type { DemoRecord } from '../../lib/page-record';
import type { DemoEmbed } from '../content/markdown';

export interface CompileDemosInput {
  root: string;
  /** Absolute folder of the page (demos sit beside its index.md). */
  dir: string;
  /** Content file of the page, for error messages. */
  file: string;
  pagePath: string;
  embeds: DemoEmbed[];
}

export interface CompiledDemos {
  records: DemoRecord[];
  /** One frame per embed, same order. */
  frames: string[];
}

/** Placeholder until the demo compiler lands: reserves the height, shows nothing. */
export async function compileDemos(input: CompileDemosInput): Promise<CompiledDemos> {
  const records: DemoRecord[] = input.embeds.map((e) => ({
    id: `${input.pagePath.replace(/^\/x\//, '').replace(/[^a-z0-9]+/gi, '-')}-${e.file.replace(/\.tsx$/, '')}`,
    file: e.file,
    height: e.height,
    chunks: {},
    sources: {},
  }));
  const frames = records.map((r) => `<div class="demo-frame" data-demo="${r.id}" style="min-height:${r.height}px"></div>`);
  return { records, frames };
}
