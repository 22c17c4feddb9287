/**
 * Demo embeds: `{{"demo": "File.tsx", "height": 300, ...}}` alone on its
 * line (blank lines around it) becomes a `<!--demo:N-->` marker, N being the
 * demo's index in the page's `demos`, with its options checked (errors carry
 * the line). Each demo gets the plan of the section it sits in (its h3's
 * mark, else its h2's; a new h2 clears the h3's), read from the headings
 * remarkPlanTags marked, so this plugin runs after it. An embed line glued
 * to other text is an error rather than text. `{{"generated": ...}}` blocks
 * never reach this plugin: remarkGeneratedBlocks, which runs first, expands
 * them.
 */
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { embedOf } from '../../../lib/markdown-syntax';
import { ContentError, lineOf, pageOf, type DemoEmbed } from './context';
import { planOf } from './plan-tags';

const DEMO_OPTIONS = ['demo', 'height', 'hideCode', 'bg', 'defaultCodeOpen', 'hideToolbar', 'disableAd'];
const DEMO_FLAGS = ['hideCode', 'defaultCodeOpen', 'hideToolbar', 'disableAd'] as const;

function parseDemo(json: string, file: string, line: number): DemoEmbed {
  let spec: unknown;
  try {
    spec = JSON.parse(json.slice(1, -1));
  } catch {
    throw new ContentError(file, line, `unknown embed (not valid JSON): ${json}`);
  }
  const s = spec as Record<string, unknown>;
  if (typeof s !== 'object' || s === null || typeof s.demo !== 'string') throw new ContentError(file, line, `unknown embed: ${json}`);
  const unknownKeys = Object.keys(s).filter((k) => !DEMO_OPTIONS.includes(k));
  if (unknownKeys.length) throw new ContentError(file, line, `unknown demo option(s): ${unknownKeys.join(', ')}`);
  if (!/^[A-Z][A-Za-z0-9]*\.tsx$/.test(s.demo)) throw new ContentError(file, line, `demo file must be PascalCase .tsx: ${s.demo}`);
  if (typeof s.height !== 'number' || s.height < 40 || s.height > 2000) throw new ContentError(file, line, `demo "${s.demo}" needs a "height" in px (40-2000)`);
  for (const flag of DEMO_FLAGS) if (flag in s && typeof s[flag] !== 'boolean') throw new ContentError(file, line, `demo option "${flag}" must be true or false`);
  if (s.bg !== undefined && s.bg !== 'inline' && s.bg !== 'playground') throw new ContentError(file, line, `demo option "bg" must be "inline" or "playground"`);
  if (s.hideCode === true && s.defaultCodeOpen === true) throw new ContentError(file, line, `demo "${s.demo}": "hideCode" and "defaultCodeOpen" contradict each other`);
  return {
    file: s.demo,
    height: Math.round(s.height),
    ...(s.hideCode === true ? { hideCode: true } : {}),
    ...(s.bg === 'inline' || s.bg === 'playground' ? { bg: s.bg } : {}),
    ...(s.defaultCodeOpen === true ? { defaultCodeOpen: true } : {}),
    ...(s.hideToolbar === true ? { hideToolbar: true } : {}),
    ...(s.disableAd === true ? { disableAd: true } : {}),
    line,
  };
}

export function remarkEmbeds() {
  return (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (node.type === 'heading') {
        const plan = planOf(node as Heading);
        if (node.depth === 2) page.sectionPlans = { h2: plan };
        else if (node.depth === 3) page.sectionPlans.h3 = plan;
        return;
      }
      if (node.type !== 'paragraph' || !parent || index === undefined) return;
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) return;
      const text = source.slice(start.offset, end.offset);
      const lines = text.split('\n');
      const at = lines.findIndex((l) => embedOf(l) !== undefined);
      if (at < 0) return;
      const line = lineOf(file, node) + at;
      if (lines.length > 1) throw new ContentError(page.file, line, 'an embed stands alone on its line, with blank lines around it');
      const sectionPlan = page.sectionPlans.h3 ?? page.sectionPlans.h2;
      page.demos.push({ ...parseDemo(text.trim(), page.file, line), ...(sectionPlan ? { sectionPlan } : {}) });
      parent.children[index] = { type: 'html', value: `<!--demo:${page.demos.length - 1}-->` };
      return SKIP;
    });
  };
}
