import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './fixtures/console.ts';
import { holdRequests } from './fixtures/hold.ts';
import { shot } from './fixtures/shots.ts';
import { registerPlayer, signInBeforeLoad } from './fixtures/player.ts';

/** Notes every screen #root shows once the HTML is parsed: the screen's class and the page's lead. */
async function noteRootScreens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootScreens: string[] }).rootScreens = seen;
    const note = (root: Element) => {
      const first = root.firstElementChild;
      if (!first) return; // #root itself, before the parser has put in what it holds
      // The screen itself (the offline banner sits beside it): a page, or a full-screen state.
      const screen = root.querySelector('main.page, .full-screen') ?? first;
      const label = `${screen.className}|${root.querySelector('.page__lead')?.textContent ?? ''}`;
      if (seen.at(-1) !== label) seen.push(label);
    };
    // Not while the parser is still putting in the HTML's own screen: a screen half parsed (its lead
    // not yet in) is no screen the page showed. The app's script (a module) runs after the parse.
    const look = () => {
      const root = document.getElementById('root');
      if (root && document.readyState !== 'loading') note(root);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', look);
  });
}

const rootScreens = (page: Page) => page.evaluate(() => (window as unknown as { rootScreens: string[] }).rootScreens);

/** The page's own script (`/assets/<name>-<hash>.js`) comes a second late, as on a slow network. */
async function lateScript(page: Page, name: string): Promise<void> {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

/** Waits for the main menu, then expects its script to have been asked for once, after the map was drawn (`noteFirstDrawn`). */
async function expectMenusAfterMap(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const order = await page.evaluate(() => ({
    map: (window as unknown as { firstDrawn?: number }).firstDrawn ?? -1,
    menus: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\/assets\/menus-[\w-]+\.js$/.test(new URL(e.name).pathname)).map((e) => e.startTime),
  }));
  expect(order.map, JSON.stringify(order)).toBeGreaterThan(0);
  expect(order.menus, JSON.stringify(order)).toHaveLength(1);
  expect(order.menus[0]!, JSON.stringify(order)).toBeGreaterThan(order.map);
}

/** Records, on the page's own clock, when `selector` first matched (as `window.firstDrawn`). */
async function noteFirstDrawn(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(wanted)) return;
      (window as unknown as { firstDrawn: number }).firstDrawn = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * On the page's own clock: when the app's script (the boot script's data-src, domain/boot-script.ts)
 * was asked for, and when the page first painted something.
 */
async function scriptAndPaint(page: Page): Promise<{ script: number; paint: number }> {
  const times = await page.evaluate(() => {
    const src = document.querySelector('script[data-src]')?.getAttribute('data-src');
    const script = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === src);
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return script && paint ? { script: script.startTime, paint: paint.startTime } : null;
  });
  if (!times) throw new Error("no timing for the app's script or the first contentful paint");
  return times;
}

/**
 * The app's main script (the boot script's data-src, read from the shell) comes 700 ms late, as on a
 * phone's network; returns its address.
 */
async function lateMainScript(page: Page, request: APIRequestContext): Promise<string> {
  const main = await mainScript(request);
  await page.route(`**${main}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  return main;
}

/** The app's main script's address, as the shell's boot script names it. */
async function mainScript(request: APIRequestContext): Promise<string> {
  const main = /<script [^>]*data-src="([^"]+)"/.exec(await (await request.get('/')).text())?.[1] ?? '';
  expect(main).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  return main;
}

/** The app's main script is held back until the returned function is called: what the HTML drew stays till then. */
async function heldMainScript(page: Page, request: APIRequestContext): Promise<() => void> {
  return holdRequests(page, `**${await mainScript(request)}`);
}

/** Notes (as `window.removedAt`, on the page's clock) when the HTML's element matching `selector` left the page. */
async function noteRemoval(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((records, observer) => {
      const gone = records.some((r) => [...r.removedNodes].some((n) => n instanceof Element && (n.matches(wanted) || n.querySelector(wanted) !== null)));
      if (!gone) return;
      (window as unknown as { removedAt: number }).removedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** The page had one largest paint, painted before the element noteRemoval watched was replaced (issue 18: LCP). */
async function expectOneLargestPaintBeforeRemoval(page: Page): Promise<void> {
  const paints = await page.evaluate(
    () =>
      new Promise<{ replaced: number; largest: Array<{ at: number; what: string }> }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>;
          const replaced = (window as unknown as { removedAt?: number }).removedAt ?? -1;
          resolve({ replaced, largest: entries.map((e) => ({ at: e.startTime, what: `${e.size} px² ${e.element?.className ?? '(gone)'}` })) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const said = `the HTML's screen replaced at ${paints.replaced} ms; largest paints ${JSON.stringify(paints.largest)}`;
  expect(paints.largest, said).toHaveLength(1);
  expect(paints.largest[0]!.at, said).toBeLessThan(paints.replaced);
}

/** A picture the HTML drew is on screen and has loaded. */
async function expectLoaded(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Every screen #root showed since the page opened matched `pattern` (and there was one). */
/**
 * The scripts the shell names under `id` (lib/preload-in-slices.ts), each of which must be linked as a
 * modulepreload and fetched exactly once: the app's preloads one per task, the bundler's own links
 * starting nothing more. Returns them.
 */
async function expectNamedScriptsFetchedOnce(page: Page, id: string): Promise<string[]> {
  const named: string[] = JSON.parse((await page.locator(`#${id}`).textContent()) ?? '[]');
  const fetched = await page.evaluate((urls) => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => new URL(l.href).pathname);
    const entries = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return urls.map((url) => ({ url, linked: links.includes(url), fetched: entries.filter((path) => path === url).length }));
  }, named);
  expect(fetched).toEqual(named.map((url) => ({ url, linked: true, fetched: 1 })));
  return named;
}

async function expectOnlyScreens(page: Page, pattern: RegExp): Promise<void> {
  const screens = await rootScreens(page);
  expect(screens.length).toBeGreaterThan(0);
  for (const screen of screens) expect(screen).toMatch(pattern);
}

/**
 * A new returning player opens `path` at a phone's width (as Lighthouse's mobile run), with the app's
 * main script held back, as on a slow phone's network, so the HTML's screen is on show while it is
 * measured (700 ms late was once not late enough on a loaded machine: the app had drawn). Every screen
 * #root shows and the HTML's screen's removal are noted. Returns that screen and the script's release.
 */
async function openReturningHeld(page: Page, request: APIRequestContext, name: string, path: string): Promise<{ html: Locator; releaseScript: () => void }> {
  const player = await registerPlayer(request, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBeforeLoad(page, player.credentials);
  const releaseScript = await heldMainScript(page, request);
  await noteRootScreens(page);
  await noteRemoval(page, '.first-screen--returning');
  await page.goto(path, { waitUntil: 'commit' });
  await htmlPainted(page);
  return { html: page.locator('#root .first-screen--returning'), releaseScript };
}

/**
 * Waits until the page has painted (so its stylesheet is in) and its typeface has loaded: a box measured
 * before then is laid out without them (a run measured the workshop's lead at the body's default 8 px
 * margin, before the stylesheet had come).
 */
async function htmlPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * A visitor on `path` (a signed-in page whose HTML has a returning player's screen) is shown the plain
 * splash by the HTML while the app's script is held, then the login screen: not a page they cannot open yet.
 */
async function expectVisitorSplash(browser: Browser, baseURL: string | undefined, request: APIRequestContext, path: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const release = await heldMainScript(visitor, request);
  await visitor.goto(path, { waitUntil: 'commit' });
  await expect(visitor.locator('#root .first-screen--visitor .splash')).toHaveText('BootstrappingRequesting user credentials');
  await expect(visitor.locator('#root .first-screen--returning')).toBeHidden();
  release();
  await expect(visitor.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await context.close();
}

/** Opens `path` with scripts off, runs `check` on what the HTML alone drew, and closes it. */
async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await check(page);
  await expect(page.locator('#root .splash')).toHaveCount(0);
  await context.close();
}

// The service worker is part of what this spec checks (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const wrapped = ['/', '/imx', '/journeys', '/townhall', '/arcade', '/workshop', '/the-milk-chug', '/milk-chug', '/feathered-fashions', '/shop', '/achievements'];

test.describe('page wrapping', () => {
  for (const path of wrapped) {
    test(`${path} asks a visitor to sign in`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('the splash paints from the HTML alone, before any script has run', async ({ browser, baseURL, request }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/');
    // The server's bytes carry the splash (scripts/first-paint.tsx): it is seen with no script at all.
    await expect(page.locator('#root .splash .splash__gem')).toBeVisible();
    // With the words the app's first screen says while it boots, so the app changes nothing at first.
    await expect(page.locator('#root .splash')).toHaveText('BootstrappingRequesting user credentials');
    await shot(page, 'html-splash', 'desktop', { animations: 'disabled' });
    // Its hill reaches past the screen's edges without making the screen scroll (a desktop browser
    // showed scrollbars on the splash), at the phone's width and the desktop's.
    const splash = page.locator('#root .splash');
    const scrolls = () => splash.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(await scrolls()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrolls()).toBe(false);
    await shot(page, 'html-splash', 'phone', { animations: 'disabled' });
    await noScript.close();
    // A browser with scripting off parses <noscript>: the splash then gives way to the notice that says
    // why nothing happens. (Playwright turns scripts off without telling the HTML parser, so this is
    // checked in the shell's text.)
    const res = await request.get('/');
    const shell = await res.text();
    expect(shell).toContain('<noscript><style>#root { display: none; }</style></noscript>');
    expect(shell).toContain('<noscript>Sapphire Town needs JavaScript to run.</noscript>');
    // The policy allows that <style> by its hash, as it does the shell's other inline styles (it
    // allowed none before they were there, so the splash stayed over the notice).
    const hash = createHash('sha256').update('#root { display: none; }').digest('base64');
    expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  test("a page's own scripts are asked for with the app's script, after a visitor's first paint, not from the head", async ({ page, request }) => {
    const html = await (await request.get('/board')).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    const named = /<script data-preload="([^"]+)" data-src=/.exec(html)?.[1] ?? '';
    expect(named).toMatch(/^\/assets\/board-page-[\w-]+\.js( |$)/);
    // These run as soon as they arrive, so V8 is told to compile them while they download (scripts/compile-hints.ts).
    for (const url of [await mainScript(request), ...named.split(' ')]) expect((await (await request.get(url)).text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
    // Held, the app's script cannot be what imports the board's: the boot script asks for it.
    const release = await heldMainScript(page, request);
    // Not until 'load': once the page has painted before its load event (its picture or the face still
    // coming), the held script, asked for then, holds the load event too (1 in 3 runs timed out here).
    await page.goto('/board', { waitUntil: 'commit' });
    // The page's resource timing entry comes once the answer is in, not when it is asked for (reading it
    // at the request lost the race now and then: 'no entry').
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/board-page-/.test(e.name)))).toBe(true);
    const times = await page.evaluate(() => {
      const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/board-page-/.test(e.name));
      return { chunk: chunk?.startTime ?? -1, paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1 };
    });
    expect(times.paint).toBeGreaterThan(0);
    expect(times.chunk).toBeGreaterThan(times.paint);
    release();
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  });

  test("a returning player's page asks for the app's script at once, and for its own scripts and the stylesheet's second part once it has painted", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Returning');
    await signInBeforeLoad(page, player.credentials);
    const main = await mainScript(request);
    // Held, the app cannot ask for anything itself (window.stRest): what comes before its script is the boot script's.
    const release = await heldMainScript(page, request);
    await page.goto('/journeys', { waitUntil: 'commit' });
    const started = (pattern: string) => page.evaluate((p) => performance.getEntriesByType('resource').find((e) => new RegExp(p).test(e.name))?.startTime ?? null, pattern);
    const script = `${main.replaceAll('.', '\\.')}$`;
    const chunk = '/assets/journeys-page-[\\w-]+\\.js$';
    const styles = '/assets/late-[\\w-]+\\.css$';
    await expect.poll(() => started(chunk)).not.toBeNull();
    await expect.poll(() => started(styles)).not.toBeNull();
    release();
    await expect.poll(() => started(script)).not.toBeNull();
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
    expect(paint).toBeGreaterThan(0);
    // On a slow line the two still come long before the app's script; on a fast one, asked for at once,
    // they ended before the paint, and Lighthouse's simulation counted them as holding it (issue 18).
    const times = { script: await started(script), chunk: await started(chunk), styles: await started(styles) };
    expect(times.script!, JSON.stringify({ paint, ...times })).toBeLessThan(paint);
    expect(times.chunk!, JSON.stringify({ paint, ...times })).toBeGreaterThan(paint);
    expect(times.styles!, JSON.stringify({ paint, ...times })).toBeGreaterThan(paint);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
  });

  test("/board's title and lead paint from the HTML alone, and stay while the app takes over: no splash or 'Please wait...' in between", async ({ browser, baseURL, page }) => {
    await withoutScripts(browser, baseURL, '/board', async (bare) => {
      await expect(bare.locator('#root main.page .page__lead')).toHaveText('Who is top of the town, and the notices from around it.');
    });

    await noteRootScreens(page);
    // The board's own script comes a second late, as on a slow network: the app waits for it.
    await lateScript(page, 'board-page');
    await page.goto('/board');
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    await expectOnlyScreens(page, /^page page--cream.*\|Who is top of the town, and the notices from around it\.$/);
    // A visitor's app script is asked for once the page has painted, so it does not share the line with
    // what paints (domain/boot-script.ts).
    const { script, paint } = await scriptAndPaint(page);
    expect(script).toBeGreaterThan(paint);
  });

  test("a visitor's page that cannot paint (a stylesheet held back) still asks for the app's script, within 3 s", async ({ page }) => {
    // The shell's own styles are in its HTML (scripts/inline-styles.ts): a linked stylesheet put into its
    // head, held back 8 s, keeps the page from painting.
    await page.route('**/board', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('</head>', '<link rel="stylesheet" href="/held-back.css"></head>') });
    });
    await page.route('**/held-back.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.fulfill({ contentType: 'text/css', body: '' });
    });
    await page.goto('/board', { waitUntil: 'commit' });
    // The page paints once that stylesheet is in (8 s); the app's script was asked for before that.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 17_000 }).toBe(1);
    const { script, paint } = await scriptAndPaint(page);
    expect(script).toBeLessThan(paint);
    // Counted from the HTML's arrival, when the boot script runs; three seconds of slack for a late timer
    // (4.9 s was seen in a full run on a slow machine, 5.05 s on a slower one; from the navigation's start
    // it once read 4.1 s beside a Docker image build), still two seconds before the paint could have
    // started it.
    const html = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd);
    expect(script - html).toBeLessThan(6000);
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  });

  test("a player's name and picture paint from the HTML alone, and the app draws their page over them: no splash or 'Please wait...' in between", async ({ browser, baseURL, page }) => {
    await withoutScripts(browser, baseURL, '/mossbeard', async (bare) => {
      await expect(bare.locator('#root main.page h1')).toHaveText('Mossbeard');
      await expectLoaded(bare.getByRole('img', { name: "Mossbeard's" }));
    });

    await noteRootScreens(page);
    // The profile's own script comes a second late, as on a slow network: the first screen stays meanwhile.
    await lateScript(page, 'profile-page');
    await page.goto('/mossbeard');
    await expect(page.getByRole('link', { name: "Open Mossbeard's bag" })).toBeVisible();
    await expectOnlyScreens(page, /^page page--green.*\|Explorer of Sapphire Town$/);
  });

  test("a player's bag paints its title and first wearables from the HTML alone, and the app draws the bag over them", async ({ browser, baseURL, page }) => {
    await withoutScripts(browser, baseURL, '/mossbeard/bag', async (bare) => {
      await expect(bare.locator('#root main.page h1')).toHaveText("Mossbeard's bag");
      await expectLoaded(bare.locator('#root .bag-card img').first());
    });

    await noteRootScreens(page);
    await lateScript(page, 'bag-page');
    await page.goto('/mossbeard/bag');
    await expect(page.getByRole('navigation', { name: 'Bag links' })).toBeVisible();
    await expectOnlyScreens(page, /^page page--orange.*\|\d+ wearables collected around Sapphire Town\.$/);
  });

  test("a returning player's town follows the splash straight away, its script late or not: no 'Please wait...' in between, and the menus only after the map", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Shell');
    await signInBeforeLoad(page, player.credentials);
    await noteRootScreens(page);
    await noteFirstDrawn(page, '[aria-label="Map of Sapphire Town"]');
    // The town's own script comes a second late, as on a slow network: the splash stays meanwhile.
    await lateScript(page, 'town-page');
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    const screens = await rootScreens(page);
    expect(screens.some((screen) => screen.includes('splash'))).toBe(true);
    expect(screens.filter((screen) => screen.includes('please-wait'))).toEqual([]);
    // The menus' script is asked for once the map is drawn (lib/first-page.ts): the data was in and the
    // splash had painted long before, and drawn first, the menus held the map back.
    await expectMenusAfterMap(page);
    // A returning player waits on the app to get past the splash: their script is asked for at once.
    const { script, paint } = await scriptAndPaint(page);
    expect(script).toBeLessThan(paint);
    // Once the town is in, a second load draws it with nothing but the splash before it either.
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    expect((await rootScreens(page)).filter((screen) => screen.includes('please-wait'))).toEqual([]);
  });

  test("on the town's other address, /imx, the menus wait for the map too", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Imx');
    await signInBeforeLoad(page, player.credentials);
    await noteFirstDrawn(page, '[aria-label="Map of Sapphire Town"]');
    await lateScript(page, 'town-page');
    await page.goto('/imx');
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    await expectMenusAfterMap(page);
  });

  test("the stylesheet's second part does not hold the first paint, and the app draws nothing before it is in", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Styles');
    await signInBeforeLoad(page, player.credentials);
    // Whether the second part applied when the app first drew (replacing the HTML's splash in #root), and at every change after.
    await page.addInitScript(() => {
      const drawn: boolean[] = [];
      (window as unknown as { drawnWithStyles: boolean[] }).drawnWithStyles = drawn;
      let html: Element | null = null;
      document.addEventListener('DOMContentLoaded', () => {
        html = document.getElementById('root')?.firstElementChild ?? null;
      });
      new MutationObserver((records) => {
        const root = document.getElementById('root');
        const replaced = html !== null && records.some((r) => [...r.removedNodes].includes(html as Node));
        if (!replaced && drawn.length === 0) return;
        if (!records.some((r) => root?.contains(r.target))) return;
        const late = [...document.querySelectorAll<HTMLLinkElement>('link.late-styles')];
        drawn.push(late.length > 0 && late.every((link) => link.sheet && link.media === 'all'));
      }).observe(document, { childList: true, subtree: true });
    });
    // The second part comes late, as on a slow network: 1.1 s after the first paint, measured in the page.
    // No later: the app waits at most 3 s for it (main.tsx) and then draws anyway. Held 2 s from its
    // request, it came 2.7 s after it on a loaded machine, and once too late.
    await page.addInitScript(() => {
      (window as unknown as { afterPaint: (ms: number) => Promise<void> }).afterPaint = (ms) =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (!paint) return;
            observer.disconnect();
            setTimeout(resolve, Math.max(0, paint.startTime + ms - performance.now()));
          }).observe({ type: 'paint', buffered: true });
        });
    });
    await page.route(/\/assets\/late-[\w-]+\.css$/, async (route) => {
      await page.evaluate((ms) => (window as unknown as { afterPaint: (ms: number) => Promise<void> }).afterPaint(ms), 1100);
      await route.continue();
    });
    await page.goto('/journeys');
    await expect(page.getByRole('list', { name: 'Your journeys' })).toBeVisible({ timeout: 15_000 });
    const { paint, styles, drawn } = await page.evaluate(() => {
      const late = performance.getEntriesByType('resource').find((e) => /\/assets\/late-[\w-]+\.css$/.test(e.name)) as PerformanceResourceTiming | undefined;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        styles: late?.responseEnd ?? -1,
        drawn: (window as unknown as { drawnWithStyles: boolean[] }).drawnWithStyles,
      };
    });
    // The HTML's splash painted while the second part was on its way.
    expect(paint).toBeGreaterThan(0);
    expect(styles).toBeGreaterThan(paint + 1000);
    // The app drew its page, and never before the second part applied.
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).not.toContain(false);
    // A rule only the second part has.
    await expect(page.locator('.journeys__trail')).toHaveCSS('display', 'grid');
    // The second part comes after the first in the cascade, as in the bundle's one stylesheet, though a
    // returning player's is asked for before the parser has reached the first part's <link>: its rules
    // that override a first-part rule at the same specificity win (the town page was a menu's height
    // taller than the window while they lost).
    // Its files come in the order the build named them (the cascade of the bundle's one stylesheet).
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : 'inline')));
    const named = await page.evaluate(() => document.querySelector('script[data-styles]')?.getAttribute('data-styles')?.split(' ') ?? []);
    expect(named.length).toBeGreaterThan(1);
    for (const file of named) expect(file).toMatch(/^\/assets\/late-[\w-]+\.css$/);
    // The first part (and the typeface's rules) are the HTML's own <style>s (scripts/inline-styles.ts).
    expect(sheets).toEqual(['inline', 'inline', ...named]);
  });

  test("a returning player's largest paint is the splash's words from the HTML: the app and the town draw nothing larger", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Paint');
    await signInBeforeLoad(page, player.credentials);
    // The app's main script comes late, as on a phone's network, so the HTML's splash is on screen first.
    await lateMainScript(page, request);
    await noteRemoval(page, '.splash');
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    // One largest paint, painted before the app replaced the HTML's splash: neither the app's own splash
    // (the same words, then shorter ones) nor the town draws anything larger (issue 18: LCP).
    await expectOneLargestPaintBeforeRemoval(page);
  });

  test("a returning player's /workshop: its title and lead paint from the HTML over the splash, stay in place through the app's splash and the page, and are the one largest paint; a visitor's HTML shows the plain splash", async ({ browser, baseURL, page, request }) => {
    // At a phone's width the lead is the page's largest text (on a desktop the steps' three columns are
    // larger, drawn by the app).
    const { html, releaseScript } = await openReturningHeld(page, request, 'Topped', '/workshop');
    await expect(html.getByRole('heading', { name: 'Workshop', level: 1 })).toBeVisible();
    await expect(html.getByRole('status')).toHaveText('BootstrappingRequesting user credentials');
    const lead = page.locator('#root .page__lead');
    const drawn = await lead.boundingBox();
    expect(drawn).not.toBeNull();
    await shot(page, 'workshop-html-splash', 'phone', { animations: 'disabled' });
    releaseScript();
    await expect(page.getByRole('button', { name: 'Old monitor: press and hold to tickle it' })).toBeVisible();
    expect(await lead.boundingBox()).toEqual(drawn);
    // The workshop's top all along (the HTML's, the app's splash under it, the page): never the full-screen splash.
    await expectOnlyScreens(page, /^page page--grey( workshop)?\|Hold the monitor to tickle it\./);
    await expectOneLargestPaintBeforeRemoval(page);

    // A visitor is shown the plain splash by the HTML (the login screen follows), not a page they cannot open yet.
    await expectVisitorSplash(browser, baseURL, request, '/workshop');
  });

  test("a returning player's /journeys: its frame and the trail's first stops paint from the HTML, stay in place through the app's loading screen, and the first card's description is the one largest paint; a visitor's HTML shows the plain splash", async ({ browser, baseURL, page, request }) => {
    const { html, releaseScript } = await openReturningHeld(page, request, 'Trail', '/journeys');
    await expect(html.getByRole('heading', { name: 'Journeys', level: 1 })).toBeVisible();
    const stops = html.locator('.journey-card__description');
    await expect(stops).toHaveCount(2);
    const names = await html.locator('.journey-card__name').allTextContents();
    const words = await stops.allTextContents();
    const drawn = await stops.first().boundingBox();
    expect(drawn).not.toBeNull();
    await shot(page, 'journeys-html-trail', 'phone', { animations: 'disabled' });
    releaseScript();
    // The player's own cards: the same journeys, the same words, the first description where it was.
    const trail = page.getByRole('list', { name: 'Your journeys' });
    await expect(trail).toBeVisible();
    await expect(trail.locator('.journey-card__name').first()).toHaveText(names[0]!);
    await expect(trail.locator('.journey-card__name').nth(1)).toHaveText(names[1]!);
    await expect(trail.locator('.journey-card__description').first()).toHaveText(words[0]!);
    expect(await trail.locator('.journey-card__description').first().boundingBox()).toEqual(drawn);
    // The journeys' frame all along (the HTML's, the app's loading screen, the page): never the full-screen splash.
    await expectOnlyScreens(page, /^page page--green journeys\|Complete tasks to earn cool points/);
    await expectOneLargestPaintBeforeRemoval(page);

    await expectVisitorSplash(browser, baseURL, request, '/journeys');
  });

  test("a visitor's login screen paints from the HTML alone on /, and the app draws it again no larger: the largest paint is the HTML's; a tap on it before the app is up is kept", async ({ browser, baseURL, page, request }) => {
    // The app's main script is held back, as on a phone's network: the HTML's screen is on show meanwhile.
    const release = await heldMainScript(page, request);
    await noteRemoval(page, '.first-screen--visitor');
    await page.goto('/', { waitUntil: 'commit' });
    // Before the app: the HTML's welcome (the boot script marked a visitor's page), not the splash.
    const html = page.locator('#root .first-screen--visitor');
    await expect(html.locator('.login__tagline')).toHaveText('A cosy town for explorers, their avatars and their friends.');
    await expect(html.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(page.locator('#root .splash')).toBeHidden();
    release();
    // The app draws it again and it works: Get Started opens the tour.
    await expect.poll(() => page.evaluate(() => (window as unknown as { removedAt?: number }).removedAt ?? -1)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.locator('.login__tour')).toBeVisible();
    await expectOneLargestPaintBeforeRemoval(page);

    // A tap on the HTML's buttons before the app is up is not lost: the app opens what was tapped. The
    // app's script is held until the tap is made, so the tap is surely on the HTML's button (in a new
    // context: the first one's service worker would hand the script over from its cache).
    const fresh = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const early = await fresh.newPage();
    const go = await heldMainScript(early, request);
    await early.goto('/', { waitUntil: 'commit' });
    await early.locator('#root .first-screen--visitor').getByRole('button', { name: 'Sign In' }).click();
    go();
    await expect(early.getByRole('region', { name: 'Sign In' })).toBeVisible();
    await expect(early.locator('.login__tour')).toHaveCount(0);
    await fresh.close();
  });

  test("a returning player's data is asked for beside the app's script, once, and the menus only after the page has drawn with its answers", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Early');
    await signInBeforeLoad(page, player.credentials);
    // The app's main script comes late, as on a phone's network: held until the boot script has asked for
    // the five answers, which it does once the page has painted (a fixed 700 ms delay was once shorter than
    // a loaded machine's first paint). The journeys come later still: the page has painted and the main
    // thread is idle well before they are in.
    const main = await mainScript(request);
    const release = await heldMainScript(page, request);
    const earlyPaths = ['/api/profile', '/api/profile/bootstrap', '/api/profile/token', '/api/journeys', '/api/profile/coolscore'];
    const asked = new Set<string>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (earlyPaths.includes(path)) asked.add(path);
      if (asked.size === earlyPaths.length) release();
    });
    await page.route('**/api/journeys', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await noteFirstDrawn(page, '#root main.page h1');
    await page.goto('/journeys');
    await expect(page.getByRole('list', { name: 'Your journeys' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const timing = await page.evaluate(({ script, paths }) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const at = (test: (path: string) => boolean) => entries.filter((e) => test(new URL(e.name).pathname)).map((e) => ({ start: e.startTime, end: e.responseEnd }));
      return {
        script: at((path) => path === script),
        early: paths.map((want) => at((path) => path === want)),
        menus: at((path) => /^\/assets\/menus-[\w-]+\.js$/.test(path)),
        drawn: (window as unknown as { firstDrawn?: number }).firstDrawn ?? -1,
      };
    }, { script: main, paths: earlyPaths });
    const said = JSON.stringify(timing);
    expect(timing.script, said).toHaveLength(1);
    // One request each, asked for by the boot script while the app's script was still on its way, and
    // taken by the app rather than asked again (lib/early-answers.ts).
    for (const answer of timing.early) {
      expect(answer, said).toHaveLength(1);
      expect(answer[0]!.start, said).toBeLessThan(timing.script[0]!.end);
    }
    // The menus' script is asked for once the page is on screen and its answers are in, not beside
    // what it needs to draw (layouts.tsx).
    expect(timing.menus, said).toHaveLength(1);
    expect(timing.drawn, said).toBeGreaterThan(0);
    expect(timing.menus[0]!.start, said).toBeGreaterThan(timing.drawn);
    expect(timing.menus[0]!.start, said).toBeGreaterThan(timing.early[3]![0]!.end);
    // The shell names the menus' scripts, which the app preloads one per task before importing them
    // (lib/preload-in-slices.ts): each is linked and fetched once, the bundler's own links starting nothing more.
    expect((await expectNamedScriptsFetchedOnce(page, 'menus-scripts')).length).toBeGreaterThan(3);
  });

  test("a returning player's town: the shell names its scripts, which the app preloads one per task before importing it, each linked and fetched once", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Towny');
    await signInBeforeLoad(page, player.credentials);
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    const named = await expectNamedScriptsFetchedOnce(page, 'town-scripts');
    expect(named.length).toBeGreaterThan(1);
    expect(named[0]).toMatch(/^\/assets\/town-page-[\w-]+\.js$/);
  });

  test('the live connection waits for the first screen: its code is asked for after load and a quiet moment, then the socket opens', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (ws) => ws.url().endsWith('/ws') && sockets.push(ws.url()));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(1);
    // Read on the page's own clock: when the load event began and when the chunk was asked for.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunks = performance.getEntriesByType('resource').filter((e) => /\/assets\/realtime-browser-[\w-]+\.js$/.test(e.name));
      return { loaded: navigation.loadEventStart, asked: chunks.map((e) => e.startTime) };
    });
    expect(timing.asked).toHaveLength(1);
    // after-first-screen.ts waits a second after load before looking for a quiet moment.
    expect(timing.asked[0]! - timing.loaded).toBeGreaterThanOrEqual(1000);
  });

  test('bare pages have no login gate and no menu', async ({ page }) => {
    for (const path of ['/fishing/pond', '/pack/success', '/signin/provider/discord?t=spring']) {
      await page.goto(path);
      await expect(page.locator('main.page :is(h1, h2)').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    }
    // The link popup without a town session: nothing to link to.
    await expect(page.getByText('Sign in to the town first, then link again.')).toBeVisible();
  });

  test('an unknown deep path shows the not-found page', async ({ page }, info) => {
    const res = await page.goto('/no/such/place');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This path leads nowhere')).toBeVisible();
    await shot(page, 'not-found', info.project.name);
  });

  test('the service worker registers', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('menus that cannot be fetched', () => {
  // The page's own requests only: a service worker would fetch the script where this spec cannot see it.
  test.use({ serviceWorkers: 'block' });

  test("the page stays up without them, and they are asked for again when the network returns", async ({ page, request }) => {
    const player = await registerPlayer(request, 'NoMenus');
    await signInBeforeLoad(page, player.credentials);
    let reachable = false;
    await page.route(/\/assets\/menus-[\w-]+\.js$/, (route) => (reachable ? route.continue() : route.abort('internetdisconnected')));
    const failed = page.waitForEvent('requestfailed', (r) => /\/assets\/menus-/.test(r.url()));
    await page.goto('/workshop');
    await failed;
    await expect(page.getByRole('button', { name: 'Old monitor: press and hold to tickle it' })).toBeVisible();
    await expect(page.getByText('Oops!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    reachable = true;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('a route change', () => {
  // The page's own requests only: a service worker would fetch the script where this spec cannot hold it.
  test.use({ serviceWorkers: 'block' });

  test("keeps the last page on screen and the menu's buttons disabled until the next page is drawn", async ({ page, request }) => {
    const player = await registerPlayer(request, 'Busy');
    await signInBeforeLoad(page, player.credentials);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/journeys-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const map = page.getByRole('group', { name: 'Map of Sapphire Town' });
    await expect(map).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-disabled');

    const asked = page.waitForRequest(/\/assets\/journeys-page-/);
    await menu.getByRole('link', { name: 'Journeys' }).click();
    await asked;
    for (const name of ['Home', 'Bag', 'Journeys', 'Profile']) await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
    await expect(map).toBeVisible();
    await expect(page.getByText('Please wait...')).toHaveCount(0);
    // A tap on a disabled button goes nowhere (forced: Playwright itself will not tap a disabled one).
    await menu.getByRole('link', { name: 'Bag' }).click({ force: true });

    release();
    await expect(page.getByRole('list', { name: 'Your journeys' })).toBeVisible();
    await expect(page).toHaveURL('/journeys');
    await expect(map).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-disabled');
  });
});

test.describe('the network gone', () => {
  test.use({ serviceWorkers: 'block' });

  test("a profile refetch that fails offline keeps the town on screen under the banner, not the first visit's 'You are offline' screen", async ({ page, request, context }) => {
    const player = await registerPlayer(request, 'Gone');
    await signInBeforeLoad(page, player.credentials);
    await page.goto('/');
    const map = page.getByRole('group', { name: 'Map of Sapphire Town' });
    await expect(map).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText('You are offline')).toBeVisible();
    // The window comes back into view: the own profile is asked for again (a revoked session shows then), and fails.
    const failed = page.waitForEvent('requestfailed', (r) => /\/api\/profile\?address=/.test(r.url()));
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await failed;
    await page.waitForTimeout(200);
    await expect(map).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('status').getByText('You are offline')).toHaveCount(0);
    await expect(map).toBeVisible();
  });
});

test.describe('one address the network refuses', () => {
  test.use({ serviceWorkers: 'block' });

  test('is asked for again a few times, not in a loop with every other answer', async ({ page, request, context }) => {
    const player = await registerPlayer(request, 'Blocked');
    await signInBeforeLoad(page, player.credentials);
    await page.goto('/');
    const map = page.getByRole('group', { name: 'Map of Sapphire Town' });
    await expect(map).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Journeys' })).toBeVisible();
    // An ad blocker's refusal: the profile fails on the network while the server answers the rest.
    let asked = 0;
    page.on('request', (r) => /\/api\/profile\/bootstrap$/.test(r.url()) && asked++);
    await page.route(/\/api\/profile\?address=/, (route) => route.abort('blockedbyclient'));
    // The network gone a while and back: every query is asked for again, once; the profile fails.
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText('You are offline')).toBeVisible();
    await page.waitForTimeout(2200);
    await context.setOffline(false);
    await expect(page.getByRole('status').getByText('You are offline')).toHaveCount(0);
    // From here on, a banner drawn even for a frame is recorded.
    await page.evaluate(() => {
      const seen = { banner: false };
      (window as unknown as { bannerSeen: typeof seen }).bannerSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.offline-banner')) seen.banner = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.waitForTimeout(3000);
    // Before, each failure took the town offline and the next answer back, which fetched every query
    // again: the bootstrap was asked for 76 times in these 3 s.
    expect(asked).toBeLessThanOrEqual(3);
    // The server answers the health check, so the refused address is that call's failure: the banner
    // stays away (before, it came on for a blink at each failure).
    expect(await page.evaluate(() => (window as unknown as { bannerSeen: { banner: boolean } }).bannerSeen.banner)).toBe(false);
    await expect(map).toBeVisible();
  });
});

test.describe('a page whose script was never fetched, offline', () => {
  test.use({ serviceWorkers: 'block' });

  test("says 'You are offline' in place of 'Oops!', and opens when the network returns", async ({ page, request, context }) => {
    const player = await registerPlayer(request, 'NoScript');
    await signInBeforeLoad(page, player.credentials);
    const problems = watchConsole(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('group', { name: 'Map of Sapphire Town' })).toBeVisible();
    // The menus' script comes after the page has drawn and gone quiet: in before the network goes.
    await expect(menu.getByRole('link', { name: 'Journeys' })).toBeVisible();

    await context.setOffline(true);
    await menu.getByRole('link', { name: 'Journeys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This page needs a connection the first time it opens on this device.', { exact: false })).toBeVisible();
    await expect(page.getByText('Oops!')).toHaveCount(0);
    // Try again while still offline: the same words, not a crash.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Your journeys' })).toBeVisible();
    expect(problems.filter((p) => !p.includes('Failed to load resource') && !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
