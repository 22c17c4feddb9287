/**
 * bench/a11y-demos: axe-core inside every demo of the site, as a reader sees
 * them (issue 39 point 5). For each English page with demos, in real
 * Chromium on the production build (workerd), as a reader (READER_UA, so the
 * demos mount instead of keeping their stand-ins): every demo is scrolled
 * into view and waited on until it is live (`data-demo-mounted`), then axe
 * runs on the demo frames with the WCAG 2.x A/AA rules in light, and the
 * colour rules again in dark. Critical and serious violations are printed
 * as a table: rule, impact, component (the nearest MUI class, else the
 * element), page, demo id, nodes, and whose: `MUI X` when the node lies in a
 * MUI X component's own DOM, `ours` when it is markup or a Material UI
 * component our demo renders (overridden per demo in `VERDICTS`, after
 * reading the demo's code, where the DOM alone misleads). Not in the suite;
 * the audit is long (minutes per product), so run it by product:
 *
 * Usage: npm run build && npm run bench:a11y-demos
 *   A11Y_ONLY=react-charts        pages whose path contains it (a product)
 *   A11Y_PAGES=/x/a,/x/b          these pages only
 *   A11Y_OUT=file.json            also append the rows there, one page at a time
 *   BENCH_PORT=8803               the server's port
 */
import { chromium, type Page } from '@playwright/test';
import { appendFileSync, readFileSync } from 'node:fs';
import { joinPageRecords } from '../lib/page-record';
import { serve } from '../scripts/serve';
import { READER_UA } from '../tests/e2e/stub-servers';
import { axeFor, setColourMode } from '../tests/e2e/axe';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8803);
/** How long one demo may take to go live once in view. */
const MOUNT_TIMEOUT_MS = 30_000;

/** Class prefixes of MUI X components: a node inside one of these (and not in a slot the demo filled) is MUI X's DOM. */
const MUI_X =
  /^Mui(DataGrid|Charts|ChartsLegend|ChartsTooltip|ChartsAxis|Gauge|Sparkline|Pickers|DateCalendar|DayCalendar|MonthCalendar|YearCalendar|DateRangeCalendar|DateRangePicker|TimeClock|DigitalClock|MultiSectionDigitalClock|DateField|TimeField|DateTimeField|DateRangeField|MultiInput|SingleInput|DatePicker|TimePicker|DateTimePicker|StaticDate|StaticTime|DesktopDate|MobileDate|PickerDay|PickersDay|DateRangePickerDay|YearCalendar|RichTreeView|SimpleTreeView|TreeItem|TreeItem2|PieArc|BarElement|BarLabel|LineElement|MarkElement|AreaElement|ScatterMarker|Heatmap|Funnel|Radar|Sankey|Toolbar|Chart)/;

/**
 * Attributions decided by reading the demo's code, where the DOM alone
 * would mislead, keyed `demo|rule|component` or `demo|rule`: the verdict and why.
 */
const VERDICTS: Record<string, { whose: 'ours' | 'MUI X'; why: string }> = {
  // Fixed in the demos (commit 63fb6a2); kept so a regression is named right.
  'JumpToParentTree|target-size': { whose: 'ours', why: 'our IconButton in the label, squeezed by py: 0' },
  'ExpandFromLabelLink|target-size': { whose: 'ours', why: 'our caption Link in the label' },
  'StyledTripTree|color-contrast': { whose: 'ours', why: 'our styled() colour for the selected item' },
  'ControlledItemHighlight|list': { whose: 'ours', why: 'our List held buttons, not items' },
  'DotYearButton|color-contrast': { whose: 'ours', why: 'our yearButton slot, light palette colours' },
  'QuarterMonthButtons|color-contrast': { whose: 'ours', why: 'our monthButton slot, light palette colours' },
  'WeekPickerCalendar|color-contrast|MuiButtonBase-root': { whose: 'ours', why: 'our day sx on the selected day' },
  'JalaliDateFns|color-contrast': { whose: 'ours', why: 'our light-only RTL theme in dark mode' },
  'HolidayRangeCalendar|color-contrast|MuiButtonBase-root': { whose: 'ours', why: 'our red holiday days on the range tint' },
  'CellClassNames|color-contrast': { whose: 'ours', why: 'our cellClassName style, warning.dark text' },
  'ConditionalEditing|color-contrast': { whose: 'ours', why: 'our getRowClassName style, text.disabled' },
  'ListViewToggle|color-contrast|MuiAvatar-root': { whose: 'ours', why: 'our Avatar in the list cell, default grey' },
  'ListViewEditing|color-contrast|MuiAvatar-root': { whose: 'ours', why: 'our Avatar in the list cell, default grey' },
  'StockRowStyles|color-contrast|MuiDataGrid-cell': { whose: 'ours', why: 'our getRowClassName styles' },
  'RowGroupingCustomCell|color-contrast|MuiChip-label': { whose: 'ours', why: 'our warning Chip in renderCell' },
  'RowSpacing|color-contrast': { whose: 'ours', why: 'our grey.100 grid background in dark mode' },
  'TreeItemSlotPropsCallback|color-contrast': { whose: 'ours', why: 'our fixed dark label colours' },
  'HeaderClassNameGrid|color-contrast': { whose: 'ours', why: 'our header class colours' },
  'GetCellClassNameGrid|color-contrast': { whose: 'ours', why: 'our white text on red and green cells' },
  'LeafCellsOnlyGrid|color-contrast|MuiDataGrid-cell': { whose: 'ours', why: 'our white text on amber cells' },
  'ThemeOverridesGrid|color-contrast': { whose: 'ours', why: 'our theme: dark purple headers in dark mode' },
  'HeaderClassNames|color-contrast': { whose: 'ours', why: 'our headerClassName style, success.dark in dark mode' },
};

interface Row {
  page: string;
  demo: string;
  mode: 'light' | 'dark';
  rule: string;
  impact: string;
  component: string;
  selector: string;
  nodes: number;
  whose: 'ours' | 'MUI X';
  why?: string;
}

function demoPages(): string[] {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  const only = process.env.A11Y_ONLY ?? '';
  const list = process.env.A11Y_PAGES?.split(',').filter(Boolean);
  const out: string[] = [];
  for (const r of joinPageRecords(entries)) {
    if (r.locale !== 'en' || !r.path.startsWith('/x/') || r.demoCount <= 0) continue;
    if (list ? list.includes(r.path) : r.path.includes(only)) out.push(r.path);
  }
  if (!out.length) throw new Error('no page with demos matched: run npm run build first, or check A11Y_ONLY / A11Y_PAGES');
  return out.sort();
}

/** Scrolls each demo into view and waits until it is live; returns the ids of those that did not go live. */
async function mountAll(page: Page): Promise<{ demos: string[]; dead: string[] }> {
  const demos = await page.locator('.demo[data-demo]').evaluateAll((ds) => ds.map((d) => d.id));
  const dead: string[] = [];
  for (const id of demos) {
    const frame = page.locator(`[id="${id}"] [data-demo-frame]`).first();
    await frame.evaluate((f) => f.scrollIntoView({ block: 'center' }));
    try {
      await page.locator(`[id="${id}"] [data-demo-frame][data-demo-mounted]`).first().waitFor({ state: 'attached', timeout: MOUNT_TIMEOUT_MS });
    } catch {
      dead.push(id);
    }
  }
  // What the last demos queued (effects, chart animations' first frames) has run.
  await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 3000 })));
  return { demos, dead };
}

/** For each axe target: the demo it is in, the nearest MUI class (the component) and whether that lies in a MUI X component. */
function locate(page: Page, targets: string[]): Promise<{ demo: string; component: string; muiX: boolean }[]> {
  return page.evaluate(
    ({ targets, muiX }) => {
      const re = new RegExp(muiX);
      return targets.map((t) => {
        const el = document.querySelector(t);
        // A node gone by now (a loading spinner): judged by the classes in its selector.
        if (!el) {
          const classes = [...t.matchAll(/\.(Mui[A-Z][\w-]*)/g)].map((m) => m[1]!);
          return { demo: '(gone before located)', component: classes.at(-1) ?? t, muiX: classes.some((c) => re.test(c)) };
        }
        const demo = el.closest('.demo[data-demo]')?.id ?? '(outside a demo)';
        let component = el.localName;
        let found = false;
        let inX = false;
        for (let e: Element | null = el; e && !e.matches('[data-demo-frame]'); e = e.parentElement) {
          const classes = (e.getAttribute('class') ?? '').split(/\s+/).filter((c) => /^Mui[A-Z]/.test(c));
          if (!found && classes.length) {
            component = classes[0]!;
            found = true;
          }
          if (classes.some((c) => re.test(c))) {
            inX = true;
            if (found) break;
          }
        }
        // MUI X's licence watermark, drawn over a paid component when no key is set (as here, locally).
        if (/^MUI X .*licen[cs]e/i.test(el.textContent ?? '')) [component, inX] = ['licence watermark', true];
        return { demo: demo.replace(/^[a-z-]+?-(?=[A-Z])/, ''), component, muiX: inX };
      });
    },
    { targets, muiX: MUI_X.source },
  );
}

async function auditPage(page: Page, path: string): Promise<{ rows: Row[]; demos: number; dead: string[] }> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path, { waitUntil: 'load' });
  const { demos, dead } = await mountAll(page);
  const rows = new Map<string, Row>();
  for (const mode of ['light', 'dark'] as const) {
    await setColourMode(page, mode);
    const result = await axeFor(page, mode).include('[data-demo-frame]').analyze();
    for (const v of result.violations) {
      if (v.impact !== 'critical' && v.impact !== 'serious') continue;
      const targets = v.nodes.map((n) => n.target.join(' '));
      const where = await locate(page, targets);
      where.forEach((w, i) => {
        const verdict = VERDICTS[`${w.demo}|${v.id}|${w.component}`] ?? VERDICTS[`${w.demo}|${v.id}`];
        const key = `${w.demo}|${mode}|${v.id}|${w.component}`;
        const row = rows.get(key);
        if (row) row.nodes++;
        else
          rows.set(key, {
            page: path,
            demo: w.demo,
            mode,
            rule: v.id,
            impact: v.impact!,
            component: w.component,
            selector: targets[i]!.slice(0, 100),
            nodes: 1,
            whose: verdict?.whose ?? (w.muiX ? 'MUI X' : 'ours'),
            why: verdict?.why,
          });
      });
    }
  }
  return { rows: [...rows.values()], demos: demos.length, dead };
}

const pages = demoPages();
const server = await serve({ port: PORT, persist: false });
await server.seed();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});
const all: Row[] = [];
const started = Date.now();
let demoTotal = 0;
const deadTotal: string[] = [];
try {
  for (const path of pages) {
    const t0 = Date.now();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: READER_UA });
    const page = await context.newPage();
    try {
      const { rows, demos, dead } = await auditPage(page, server.url + path).then((r) => ({ ...r, rows: r.rows.map((x) => ({ ...x, page: path })) }));
      all.push(...rows);
      demoTotal += demos;
      deadTotal.push(...dead);
      if (process.env.A11Y_OUT) appendFileSync(process.env.A11Y_OUT, JSON.stringify({ page: path, demos, dead, rows }) + '\n');
      console.log(
        `${path}: ${demos} demos${dead.length ? ` (${dead.length} not live: ${dead.join(', ')})` : ''}, ${rows.reduce((n, r) => n + r.nodes, 0)} nodes (${rows.filter((r) => r.whose === 'ours').reduce((n, r) => n + r.nodes, 0)} ours) in ${Math.round((Date.now() - t0) / 1000)} s`,
      );
    } catch (error) {
      console.log(`${path}: audit failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      if (process.env.A11Y_OUT) appendFileSync(process.env.A11Y_OUT, JSON.stringify({ page: path, error: String(error) }) + '\n');
    } finally {
      await context.close();
    }
  }
  const head = ['rule', 'impact', 'component', 'selector', 'page', 'demo', 'mode', 'nodes', 'whose'];
  const table = all.map((r) => [r.rule, r.impact, r.component, r.selector, r.page, r.demo, r.mode, String(r.nodes), r.whose + (r.why ? ` (${r.why})` : '')]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\naxe ${(await import('axe-core')).default.version} inside ${demoTotal} demos on ${pages.length} pages, critical and serious, 1280x900, Chromium ${browser.version()}, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (deadTotal.length) console.log(`not live within ${MOUNT_TIMEOUT_MS / 1000} s (not audited): ${deadTotal.join(', ')}`);
  console.log(line(head));
  for (const r of table) console.log(line(r));
  const sum = (whose: string) => all.filter((r) => r.whose === whose).reduce((n, r) => n + r.nodes, 0);
  console.log(`\nnodes: ${sum('ours')} ours, ${sum('MUI X')} MUI X`);
} finally {
  await browser.close();
  await server.dispose();
}
