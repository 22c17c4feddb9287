import { describe, expect, it } from 'vitest';
import { remarkHeadingIds } from './heading-ids';
import { rehypePlanBadges, remarkPlanTags } from './plan-tags';
import { compile, newPage } from './test-helpers';

const plugins = { remark: [remarkPlanTags, remarkHeadingIds], rehype: [rehypePlanBadges] };

describe('plan tags', () => {
  it('draws the mark as a badge after the text, out of the anchor and the TOC', async () => {
    const { html, page } = await compile('## Multi-column sorting [pro]', plugins);
    expect(html).toBe('<h2 id="multi-column-sorting">Multi-column sorting <a class="badge badge-pro heading-plan" href="/x/introduction/licensing" title="Pro plan">Pro</a></h2>');
    expect(page.toc).toEqual([{ id: 'multi-column-sorting', text: 'Multi-column sorting', level: 2 }]);
  });

  it('reads a mark written before an explicit id, and links and titles the badge in the page locale', async () => {
    const { html } = await compile('### Excel [premium] {#xlsx}', plugins, newPage('/zh'));
    expect(html).toBe('<h3 id="xlsx">Excel <a class="badge badge-premium heading-plan" href="/zh/x/introduction/licensing" title="Premium 计划">Premium</a></h3>');
  });

  it('leaves a bracket that is not a plan, or not at the end, as text', async () => {
    const { html } = await compile('## Options [beta]\n\n## The [pro] plan', plugins);
    expect(html).not.toContain('badge');
    expect(html).toContain('Options [beta]');
    expect(html).toContain('The [pro] plan');
  });
});
