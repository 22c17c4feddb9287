/**
 * Plan tags: `## Multi-column sorting [pro]` (also before an explicit id:
 * `### Excel [premium] {#xlsx}`). The remark half takes the mark out of the
 * heading text, so neither the anchor nor the TOC sees it, and keeps it on the
 * heading (`planOf`, read by the demo embeds for their section). The rehype half draws the mark as a badge
 * linking to the licensing page, after the heading text.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { Plan } from '../../../lib/nav';
import { pageOf, takeHeadingMark } from './context';

/** Plan mark at the end of a heading, before an optional `{#id}`. */
const PLAN_MARK = /\s*\[(pro|premium)\]\s*(?=(\{#[a-z0-9][a-z0-9-]*\}\s*)?$)/;
const PLAN_LABEL: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };
/** The hast property that carries a heading's plan from the remark half to the rehype half. */
const PLAN_PROPERTY = 'dataPlan';

declare module 'mdast' {
  interface HeadingData {
    /** The heading's plan mark, taken out of its text by remarkPlanTags. */
    plan?: Plan;
  }
}

/** The plan mark of a heading remarkPlanTags has seen. */
export function planOf(h: Heading): Plan | undefined {
  return h.data?.plan;
}

export function remarkPlanTags() {
  return (tree: Root) => {
    visit(tree, 'heading', (h) => {
      const plan = takeHeadingMark(h, PLAN_MARK)?.[1] as Plan | undefined;
      if (plan) h.data = { ...h.data, plan, hProperties: { ...h.data?.hProperties, [PLAN_PROPERTY]: plan } };
    });
  };
}

export function rehypePlanBadges() {
  return (tree: HastRoot, file: VFile) => {
    const page = pageOf(file);
    visit(tree, 'element', (el: Element) => {
      const plan = el.properties[PLAN_PROPERTY];
      if (plan !== 'pro' && plan !== 'premium') return;
      delete el.properties[PLAN_PROPERTY];
      el.children.push(
        { type: 'text', value: ' ' },
        {
          type: 'element',
          tagName: 'a',
          properties: { className: ['badge', `badge-${plan}`, 'heading-plan'], href: `${page.linkPrefix}/x/introduction/licensing`, title: page.t(`plan.${plan}`) },
          children: [{ type: 'text', value: PLAN_LABEL[plan] }],
        },
      );
    });
  };
}
