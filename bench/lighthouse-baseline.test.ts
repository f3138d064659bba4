/** The Lighthouse baseline page: built as the app is, served from loopback, and nothing of the app in it. */
import { expect, test } from 'bun:test';
import { BASELINE_SCRIPT, startBaselinePage } from './lighthouse-baseline.ts';

test('the baseline page serves a shell naming its script, and the script is production React alone', async () => {
  const page = await startBaselinePage();
  try {
    const html = await fetch(page.url).then((res) => res.text());
    expect(html).toContain(`<script type="module" src="${BASELINE_SCRIPT}"></script>`);
    expect(html).toContain('<html lang="en">');
    const res = await fetch(new URL(BASELINE_SCRIPT, page.url));
    expect(res.headers.get('content-type')).toStartWith('text/javascript');
    const script = await res.text();
    expect(script).toContain('Sapphire Town baseline');
    // React's production build (its errors minified, its development checks left out), and small.
    expect(script).toContain('Minified React error');
    expect(script).not.toContain('development');
    expect(script.length).toBeLessThan(250_000);
    expect((await fetch(new URL('/nothing', page.url))).status).toBe(404);
  } finally {
    page.stop();
  }
});
