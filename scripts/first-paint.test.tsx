import { expect, test } from 'bun:test';
import { BOOT_SCRIPT, bootScriptTag } from '../domain/boot-script.ts';
import { firstScreens, withBootScript, withFirstPaint } from './first-paint.tsx';
import { withFirstScreen } from '../server/src/spa/first-screens.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { journeysFirstScreen } from '../server/src/spa/journeys-screen.ts';
import { JourneysSplash } from '../web/src/features/journeys/components/journeys-frame.tsx';
import { FIRST_TRAIL_CARDS } from '../domain/journeys.ts';

test("the splash is drawn into the empty #root, gem and hill, with the app's words for its boot", () => {
  const html = withFirstPaint('<body><div id="root"></div><noscript>Sapphire Town needs JavaScript to run.</noscript></body>');
  const root = /<div id="root">(.*)<\/div><noscript>/.exec(html)?.[1] ?? '';
  expect(root).toContain('class="full-screen full-screen--sky splash"');
  expect(root).toContain('role="status"');
  expect(root).toContain('<svg class="gem-icon splash__gem"');
  // The words are those of the app's first render (session NONE), so that render changes nothing.
  expect(root.replace(/<[^>]+>/g, '|').split('|').filter(Boolean)).toEqual(['Bootstrapping', 'Requesting user credentials']);
});

test('a shell without an empty #root is an error, not a page without a splash', () => {
  expect(() => withFirstPaint('<body><div id="app"></div></body>')).toThrow('no empty <div id="root"></div>');
});

test("/board's first screen is the page's frame and header, drawn by the app's own components, and replaces the built splash", () => {
  const screens = firstScreens();
  expect(Object.keys(screens.pages)).toEqual(['/board', '/', '/workshop', '/feathered-fashions', '/shop']);
  const board = screens.pages['/board']!;
  expect(board.background).toBe('cream');
  expect(board.html).toBe(
    '<main class="page page--cream" data-background="cream"><header class="page__header"><h1 class="page__title">Bulletin Board</h1><p class="page__lead">Who is top of the town, and the notices from around it.</p></header></main>',
  );
  // The splash it looks for is the very markup the build draws into the shell.
  const shell = withFirstPaint('<body><div id="root"></div></body>');
  expect(shell).toContain(screens.splash);
  expect(withFirstScreen(shell, screens, '/board')).toBe(`<body data-background="cream"><div id="root">${board.html}</div></body>`);
});

test("/'s first screen holds a returning player's splash and a visitor's login welcome (the stylesheet shows one), and leaves the body's background to the app", () => {
  const screens = firstScreens();
  const home = screens.pages['/']!;
  expect(home.background).toBeUndefined();
  const [returning, visitor] = home.html.split('<div class="first-screen--visitor">');
  expect(returning).toBe(`<div class="first-screen--returning">${screens.splash}</div>`);
  expect(visitor).toStartWith('<main class="page page--green login" data-background="green"><div class="login__banner"><svg');
  // The welcome's words and buttons, as the app's login screen draws them.
  const words = (visitor ?? '').replace(/<svg.*?<\/svg>/g, '').replace(/<[^>]+>/g, '|').split('|').filter(Boolean);
  expect(words).toEqual(['A cosy town for explorers, their avatars and their friends.', 'Get Started', 'Sign In']);
  // A tap on them before the app is up is kept by the boot script for the app (first-action.ts).
  expect(visitor).toContain('data-first-action="REGISTER"');
  expect(visitor).toContain('data-first-action="LOGIN"');
  const shell = withFirstPaint('<body><div id="root"></div></body>');
  expect(withFirstScreen(shell, screens, '/')).toBe(`<body><div id="root">${home.html}</div></body>`);
});

test("a topped page's first screen: for a returning player the splash under the page's own top, as the app's splash draws it; for a visitor the plain splash", () => {
  const screens = firstScreens();
  const workshop = screens.pages['/workshop']!;
  expect(workshop.background).toBe('grey');
  const [returning, visitor] = workshop.html.split('<div class="first-screen--visitor">');
  expect(returning).toStartWith(
    '<div class="first-screen--returning"><main class="page page--grey" data-background="grey"><header class="page__header"><h1 class="page__title">Workshop</h1><p class="page__lead">Hold the monitor to tickle it. Keep holding until the screen glitches!</p></header><div class="page__body page-splash" role="status">',
  );
  // The boot's words, as on the plain splash: the app's first render draws the same.
  const words = (returning ?? '').replace(/<svg.*?<\/svg>/g, '').replace(/<[^>]+>/g, '|').split('|').filter(Boolean);
  expect(words).toEqual(['Workshop', 'Hold the monitor to tickle it. Keep holding until the screen glitches!', 'Bootstrapping', 'Requesting user credentials']);
  expect(visitor).toBe(`${screens.splash}</div>`);
  const shell = withFirstPaint('<body><div id="root"></div></body>');
  expect(withFirstScreen(shell, screens, '/shop')).toContain('<body data-background="cream"><div id="root"><div class="first-screen--returning"><main class="page page--cream"');
});

test("/journeys' trail screens, filled in by the server, are the app's own loading screen for those stops (a returning player's; a visitor's is the plain splash)", () => {
  const screens = firstScreens();
  expect(screens.trail).toHaveLength(FIRST_TRAIL_CARDS);
  const stops = [
    { name: 'First Steps', description: 'Walk the square & meet the "guide" at <noon>.' },
    { name: "Raven's Road", description: "$& $' $1 </script>" },
  ];
  for (let count = 1; count <= FIRST_TRAIL_CARDS; count++) {
    const outline = stops.slice(0, count);
    const app = renderToStaticMarkup(<JourneysSplash outline={outline} />);
    expect(app).toContain('journey-card__description');
    expect(journeysFirstScreen(screens, outline)?.html).toBe(`<div class="first-screen--returning">${app}</div><div class="first-screen--visitor">${screens.splash}</div>`);
  }
});

test("the app's script is started by the boot script, first in the head (before any stylesheet can hold it up), other tags untouched; a shell without the script or the charset is an error", () => {
  const head = '<meta charset="utf-8" /><link rel="stylesheet" href="/a.css"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="manifest" href="/m">';
  expect(withBootScript(head)).toBe(`<meta charset="utf-8" /><script data-src="/assets/index-1.js">${BOOT_SCRIPT}</script><link rel="stylesheet" href="/a.css"><link rel="manifest" href="/m">`);
  expect(() => withBootScript('<meta charset="utf-8" /><script src="/x.js"></script>')).toThrow('to start from the boot script');
  expect(() => withBootScript('<script type="module" crossorigin src="/assets/index-1.js"></script>')).toThrow('to put the boot script after');
  expect(() => bootScriptTag('/assets/a"onload="x.js')).toThrow('not an app script address');
  // With the stylesheet's second part, for the boot script to ask for with the app's script.
  expect(withBootScript(head, '/assets/late-1.css /assets/late-2.css')).toContain(`<script data-src="/assets/index-1.js" data-styles="/assets/late-1.css /assets/late-2.css">${BOOT_SCRIPT}</script>`);
  for (const bad of ['/assets/a"onload="x.css', '/assets/late-1.css  /assets/late-2.css', '/assets/late-1.css ', '/assets/late-1.css /x.css']) expect(() => bootScriptTag('/assets/index-1.js', bad)).toThrow('not an app stylesheet address');
});
