import { describe, expect, test } from 'bun:test';
import { lateStyles } from './late-styles.ts';

/** A document holding (or not) the boot script's `<link id="late-styles" media="print">`. */
function page(link: { sheet: object | null } | null) {
  const listeners: Record<string, () => void> = {};
  const element = link && {
    ...link,
    media: 'print',
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    removeEventListener: (type: string) => {
      delete listeners[type];
    },
  };
  const doc = { getElementById: (id: string) => (id === 'late-styles' ? element : null) } as unknown as Document;
  return { doc, element, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Bun.sleep(5);
  return done;
};

describe("the stylesheet's second part before the app's first render", () => {
  test('a shell without it (the development server) waits for nothing', async () => {
    expect(await settled(lateStyles(1000, page(null).doc))).toBe(true);
  });

  test("a returning player's app that comes before the paint has the boot script ask for it first, then waits for it", async () => {
    const { doc, element, listeners } = page({ sheet: null });
    // The boot script adds the link only when asked (before that, the document has none).
    let linked = false;
    const gated = { getElementById: (id: string) => (linked ? doc.getElementById(id) : null) } as unknown as Document;
    const waiting = lateStyles(1000, gated, { stRest: () => (linked = true) });
    expect(linked).toBe(true);
    expect(element?.media).toBe('all');
    expect(await settled(waiting)).toBe(false);
    listeners.load?.();
    expect(await settled(waiting)).toBe(true);
  });

  test('already loaded: turned on, nothing to wait for', async () => {
    const { doc, element } = page({ sheet: {} });
    expect(await settled(lateStyles(1000, doc))).toBe(true);
    expect(element?.media).toBe('all');
  });

  test('on its way: turned on at once, waited for until it loads, or fails', async () => {
    for (const outcome of ['load', 'error']) {
      const { doc, element, listeners } = page({ sheet: null });
      const waiting = lateStyles(1000, doc);
      expect(element?.media).toBe('all');
      expect(await settled(waiting)).toBe(false);
      listeners[outcome]?.();
      expect(await settled(waiting)).toBe(true);
      expect(Object.keys(listeners)).toEqual([]);
    }
  });

  test('a slow network: the app draws after the limit anyway', async () => {
    const waiting = lateStyles(20, page({ sheet: null }).doc);
    expect(await settled(waiting)).toBe(false);
    await Bun.sleep(30);
    expect(await settled(waiting)).toBe(true);
  });
});
