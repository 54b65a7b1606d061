import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

/**
 * The checks every console and partner page passes at both widths (issue 23's acceptance):
 * no horizontal overflow, no console error, no failed request of the page's own, no serious or
 * critical axe violation, a layout shift of at most MAX_LAYOUT_SHIFT while it loads (issue 33);
 * and a full-page screenshot under
 * e2e/screenshots/pages/<name>-<width>.png when E2E_SCREENSHOTS=1.
 */

export const WIDTHS = [1280, 390] as const;

/** The most a page may move while it loads: the sum of its layout shifts (the "good" CLS). */
export const MAX_LAYOUT_SHIFT = 0.1;

declare global {
  interface Window {
    __layoutShift?: { total: number; sources: string[] };
  }
}

/**
 * Sums the page's layout shifts from its first paint (PerformanceObserver 'layout-shift',
 * buffered), leaving out those right after input, and keeps what moved for the failure message.
 */
function observeLayoutShift() {
  const record = { total: 0, sources: [] as string[] };
  window.__layoutShift = record;
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.id ? `#${node.id}` : '';
    const heading = node.querySelector('h1,h2,h3')?.textContent?.slice(0, 30);
    return `${node.tagName.toLowerCase()}${id}${heading ? ` "${heading}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      for (const s of entry.sources ?? [])
        record.sources.push(
          `${entry.value.toFixed(3)} ${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface PageCheck {
  /** File-name stem of the screenshots, e.g. "console-partners". */
  name: string;
  path: string;
  /** Something on the page once its data is in (defaults to the level-1 heading). */
  ready?: (page: Page) => Promise<void>;
  /** Responses a page expects to fail (its own path and status), e.g. a probe that may 404. */
  expectedFailures?: RegExp[];
}

export interface PageFindings {
  overflow: number | null;
  consoleErrors: string[];
  failedRequests: string[];
  axe: string[];
  layoutShift: number;
  /** What moved most, for the failure message. */
  shifted: string[];
}

/** Opens `check.path` at `width` and gathers what is wrong; the caller asserts. */
export async function inspect(page: Page, check: PageCheck, width: number): Promise<PageFindings> {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  };
  const onPageError = (e: Error) => consoleErrors.push(`pageerror: ${e.message}`);
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (res.status() < 400 || url.origin !== new URL(page.url()).origin) return;
    const where = `${res.status()} ${res.request().method()} ${url.pathname}${url.search}`;
    if (!check.expectedFailures?.some((re) => re.test(where))) failedRequests.push(where);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  try {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(observeLayoutShift);
    await page.goto(check.path);
    await (check.ready ?? ((p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()))(
      page,
    );
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => {
      const el = document.scrollingElement!;
      return el.scrollWidth > window.innerWidth ? el.scrollWidth : null;
    });
    // Measured before axe, which adds nothing to the page but may run long.
    const { total: layoutShift, sources: shifted } = await page.evaluate(
      () => window.__layoutShift ?? { total: 0, sources: [] },
    );
    const results = await new AxeBuilder({ page }).analyze();
    const axe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    // The committed screenshots are refreshed on request only, so a test run leaves the tree clean.
    if (process.env.E2E_SCREENSHOTS === '1') {
      mkdirSync('e2e/screenshots/pages', { recursive: true });
      await page.screenshot({
        path: `e2e/screenshots/pages/${check.name}-${width}.png`,
        fullPage: true,
      });
    }
    return { overflow, consoleErrors, failedRequests, axe, layoutShift, shifted };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
}

/** The outermost elements reaching past the viewport and not clipped by a scrolling box. */
export async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right <= window.innerWidth + 1 || r.width === 0 || clipped(el)) continue;
      if (el.parentElement && out.length && el.parentElement.closest('[data-too-wide]')) continue;
      el.setAttribute('data-too-wide', '');
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : '';
      out.push(`${el.tagName.toLowerCase()}${id}${cls.slice(0, 80)} right=${Math.round(r.right)}`);
    }
    return out.slice(0, 6);
  });
}

/** Every problem of one page at one width, as lines for a failure message. */
export async function problemsOf(page: Page, check: PageCheck, width: number): Promise<string[]> {
  const f = await inspect(page, check, width);
  const problems: string[] = [];
  if (f.overflow !== null)
    problems.push(
      `${f.overflow}px wide; wider elements: ${(await widestElements(page)).join(', ')}`,
    );
  for (const e of f.consoleErrors) problems.push(`console error: ${e.slice(0, 300)}`);
  for (const r of f.failedRequests) problems.push(`failed request: ${r}`);
  for (const a of f.axe) problems.push(`axe: ${a}`);
  if (f.layoutShift > MAX_LAYOUT_SHIFT)
    problems.push(
      `layout shift ${f.layoutShift.toFixed(3)} > ${MAX_LAYOUT_SHIFT}: ${f.shifted.slice(0, 6).join('; ')}`,
    );
  return problems;
}

/** A browser context signed in once, its storage state kept for each page's test. */
export async function storageStateOf(
  browser: Browser,
  baseURL: string,
  signIn: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Opens a dialog with `trigger`, checks it has a title, a close button and Cancel, and closes
 * it with Cancel: the dialog is gone and nothing was written (no request other than GET).
 */
export async function openAndCancel(page: Page, trigger: Locator, dialogName: string | RegExp) {
  const writes: string[] = [];
  const onRequest = (r: Request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(r.method()))
      writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  };
  page.on('request', onRequest);
  try {
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // A write sent by mistake would be on its way by now.
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  expect(writes, `${String(dialogName)}: Cancel sent ${writes.join(', ')}`).toEqual([]);
}
