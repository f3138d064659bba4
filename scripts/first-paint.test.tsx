import { expect, test } from 'bun:test';
import { withFirstPaint } from './first-paint.tsx';

test('the splash is drawn into the empty #root, gem and hill, with no status text', () => {
  const html = withFirstPaint('<body><div id="root"></div><noscript>Sapphire Town needs JavaScript to run.</noscript></body>');
  const root = /<div id="root">(.*)<\/div><noscript>/.exec(html)?.[1] ?? '';
  expect(root).toContain('class="full-screen full-screen--sky splash"');
  expect(root).toContain('role="status"');
  expect(root).toContain('<svg class="gem-icon splash__gem"');
  // Nothing but markup: no words a screen reader would read out before the app has said anything.
  expect(root.replace(/<[^>]+>/g, '')).toBe('');
});

test('a shell without an empty #root is an error, not a page without a splash', () => {
  expect(() => withFirstPaint('<body><div id="app"></div></body>')).toThrow('no empty <div id="root"></div>');
});
