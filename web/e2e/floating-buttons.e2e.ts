import { expect, test, type Page, type Request } from '@playwright/test';
import { PAGES } from '../../domain/routes.ts';
import { watchConsole } from './fixtures/console.ts';
import { enterTown, ownProblems, registerPlayer } from './fixtures/player.ts';

// About fifteen pages per width (opened in the app, one page load) on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Every control of the page's own content (links, buttons, fields in <main>) that the floating chest
 * button or the bottom menu (with its Home button) covers even when scrolled as far into view as the page
 * allows: each is scrolled to the middle of the screen (or as near as the page's end lets it come) and the
 * element at its centre must be the control itself, not a floating button. Answers what covers what.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const floats = [...document.querySelectorAll('.chest-button, .bottom-menu')];
    const inFloat = (el: Element) => floats.some((f) => f.contains(el));
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex="0"]';
    const controls = [...document.querySelectorAll(`main ${selector}`)].filter((el) => {
      if (inFloat(el) || el.closest('[aria-hidden="true"], [inert]')) return false;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.pointerEvents !== 'none';
    });
    const covered: string[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const by = hit && floats.find((f) => f.contains(hit));
      if (by) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
        covered.push(`'${name}' under ${by.className.split(' ')[0]}`);
      }
    }
    return covered;
  });
}

/**
 * Opens `path` as the app itself would (a client-side navigation: the router follows popstate), so the
 * shell and its scripts load once per player rather than once per page, then waits until the page's own
 * requests (lists, cards; not pictures, below) have been quiet for 300 ms before looking.
 */
async function check(page: Page, path: string) {
  const open = new Set<Request>();
  let quietSince = Date.now();
  // Pictures are left out: each has its size before it loads (issue 18), so one still on its way moves
  // nothing. So are the trait layers the customiser decodes ahead, one after another in idle moments
  // (render/src/raster-web.ts, prewarm) for a preview of fixed size: on a loaded machine that chain
  // outlasted the 15 s wait, one layer always in flight.
  const started = (request: Request) => request.resourceType() !== 'image' && !new URL(request.url()).pathname.startsWith('/assets/traits/') && open.add(request);
  const ended = (request: Request) => {
    open.delete(request);
    quietSince = Date.now();
  };
  // What the page is still waiting for, named, so a page that never goes quiet says why.
  const quiet = () => (open.size > 0 ? [...open].map((r) => r.url()).join(' ') : Date.now() - quietSince >= 300 ? 'quiet' : 'settling');
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect.poll(quiet, { timeout: 15_000, intervals: [100] }).toBe('quiet');
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return (await coveredControls(page)).map((c) => `${path}: ${c}`);
}

test('the chest and Home buttons never cover a page control, signed in (a chest waiting)', async ({ page, request }) => {
  const problems = watchConsole(page);
  // A new player's starter chest stays closed: its button floats over every page.
  const me = await registerPlayer(request, 'Float');
  await enterTown(page, me);
  await expect(page.getByRole('button', { name: 'Open your chest!' })).toBeVisible();
  const paths = [...new Set(Object.values(PAGES).map((p) => p.path))].filter((p) => p !== '/imx' && p !== '/milk-chug');
  const covered: string[] = [];
  for (const path of [...paths, `/${me.slug}`, `/${me.slug}/bag`, `/${me.slug}/customise`, '/wren', '/wren/bag']) covered.push(...(await check(page, path)));

  // The check itself can fail: a chest button stretched over the whole screen covers every control.
  await page.locator('.chest-button').evaluate((el: HTMLElement) => Object.assign(el.style, { inset: '0', width: 'auto', height: 'auto' }));
  expect((await coveredControls(page)).length).toBeGreaterThan(0);
  expect(covered).toEqual([]);
  expect(ownProblems(problems)).toEqual([]);
});

test('signed out, the bottom menu (Home alone) covers nothing on a neighbour\'s pages or the board', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/wren');
  const covered: string[] = [];
  for (const path of ['/wren', '/wren/bag', '/mossbeard/bag', '/board']) covered.push(...(await check(page, path)));
  expect(covered).toEqual([]);
  expect(ownProblems(problems)).toEqual([]);
});
