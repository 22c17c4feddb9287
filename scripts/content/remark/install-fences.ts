/**
 * ```install fences: one command a line (`-D ` first for dev dependencies),
 * rendered as npm / pnpm / yarn tabs. Every tab is in the HTML; CSS shows the
 * one named by `<html data-package-manager>`, which the worker sets from the
 * reader's cookie, so the first paint already shows the reader's choice.
 * A line that is not a list of package names is an error with its line.
 */
import type { Code, Parents, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { escapeHtml } from '../../../lib/html';
import { PACKAGE_MANAGERS, type PackageManager } from '../../../lib/preferences';
import { codeBlock, highlight } from '../highlight';
import { EN_TEXT, type UiText } from '../ui-text';
import { ContentError, lineOf, pageOf } from './context';

const INSTALL_VERBS: Record<PackageManager, [string, string]> = {
  npm: ['npm install', 'npm install --save-dev'],
  pnpm: ['pnpm add', 'pnpm add -D'],
  yarn: ['yarn add', 'yarn add --dev'],
};
const PACKAGE_NAME = /^(@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*(@[\w.^~<>=|*-]+)?$/;

/** The tabs of one install fence; `line` is the fence's opening line. */
export async function installTabs(source: string, file: string, line: number, t: UiText = EN_TEXT): Promise<string> {
  const commands = source
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => {
      const dev = l.startsWith('-D ');
      const names = (dev ? l.slice(3) : l).split(/\s+/);
      const bad = names.find((n) => !PACKAGE_NAME.test(n));
      if (bad) throw new ContentError(file, line + 1 + i, `install: "${bad}" is not a package name`);
      return { dev, names };
    });
  if (!commands.length) throw new ContentError(file, line, 'install: the fence lists no package');
  const panels = await Promise.all(
    PACKAGE_MANAGERS.map(async (pm) => {
      const text = commands.map((c) => `${INSTALL_VERBS[pm][c.dev ? 1 : 0]} ${c.names.join(' ')}`).join('\n');
      return `<div class="install-panel" role="tabpanel" data-pm="${pm}" aria-label="${pm}">${codeBlock(await highlight(text, 'bash'), '', t)}</div>`;
    }),
  );
  const tabs = PACKAGE_MANAGERS.map((pm) => `<button type="button" role="tab" class="install-tab" data-pm="${pm}">${pm}</button>`).join('');
  return `<div class="install-tabs" data-install><div class="install-tablist" role="tablist" aria-label="${escapeHtml(t('packageManager'))}">${tabs}</div>${panels.join('')}</div>`;
}

export function remarkInstallFences() {
  return async (tree: Root, file: VFile) => {
    const page = pageOf(file);
    const fences: { node: Code; index: number; parent: Parents }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang === 'install' && parent && index !== undefined) fences.push({ node, index, parent });
    });
    await Promise.all(
      fences.map(async ({ node, index, parent }) => {
        parent.children[index] = { type: 'html', value: await installTabs(node.value, page.file, lineOf(file, node), page.t) };
      }),
    );
  };
}
