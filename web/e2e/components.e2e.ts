import type { Locator, Page } from '@playwright/test';
import { shot } from './fixtures/shots.ts';
import { expect, test } from './fixtures/harness.ts';
import { CHAT_MESSAGES, TOAST_TEXT } from './harness/texts.ts';

/** The dialog holding the focused element (by its title) and the focused control's label. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return {
      dialog: el?.closest('[role="dialog"]')?.querySelector('.dialog__title')?.textContent ?? null,
      control: el?.getAttribute('aria-label') || el?.getAttribute('name') || el?.textContent?.trim() || el?.tagName || null,
    };
  });
}

/** Waits for the element's CSS animations (pop-in, slide-up) so its box is where it will stay. */
async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

test.describe('dialogs', () => {
  test('Escape closes only the top dialog, then the next; focus goes back to each opener', { tag: '@neutral' }, async ({ page, harness }, info) => {
    await harness.open();
    const openA = page.getByRole('button', { name: 'Open dialog A' });
    await openA.click();
    const a = page.getByRole('dialog', { name: 'Dialog A' });
    await expect(a).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    const openB = a.getByRole('button', { name: 'Open dialog B' });
    await openB.click();
    const b = page.getByRole('dialog', { name: 'Dialog B' });
    await expect(b).toBeVisible();
    await expect(b).toContainText('Stacked on top of dialog A.');
    await expect(b.getByRole('button', { name: 'Does nothing' })).toBeFocused();
    await expect(a).toBeVisible();
    await settled(b);
    await shot(page, 'dialogs-stacked', info.project.name, { animations: 'disabled' });

    await page.keyboard.press('Escape');
    await expect(b).toHaveCount(0);
    await expect(a).toBeVisible();
    await expect(openB).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(a).toHaveCount(0);
    await expect(openA).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('a dialog opened by a push takes Escape from the moment it is in the page', { tag: '@neutral' }, async ({ page, harness }) => {
    await harness.open();
    await page.getByRole('button', { name: 'Open dialog A' }).click();
    const a = page.getByRole('dialog', { name: 'Dialog A' });
    const b = page.getByRole('dialog', { name: 'Dialog B' });
    await expect(a).toBeVisible();
    // Escape in the microtask after React puts B in the page, before any later task (where effects that
    // wait for a paint would run): it is B's, so B closes and A stays.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const seen = new MutationObserver(() => {
            if (![...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('Stacked on top of dialog A.'))) return;
            seen.disconnect();
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            resolve();
          });
          seen.observe(document.body, { childList: true, subtree: true });
          (window as unknown as { openDialogBAsPushed: () => void }).openDialogBAsPushed();
        }),
    );
    await expect(b).toHaveCount(0);
    await expect(a).toBeVisible();
  });

  test('Tab and Shift+Tab cycle inside the open dialog, and only the top one', { tag: '@neutral' }, async ({ page, harness }) => {
    await harness.open();
    await page.getByRole('button', { name: 'Open dialog A' }).click();
    const a = page.getByRole('dialog', { name: 'Dialog A' });
    await expect(a.getByRole('textbox', { name: 'Name' })).toBeFocused();

    // DOM order in A: the header's Close, the Name field, Open dialog B; Tab wraps from last to first.
    const forward: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const { dialog, control } = await focusState(page);
      expect(dialog, `Tab #${i + 1} left dialog A (focus on ${control})`).toBe('Dialog A');
      forward.push(control);
    }
    expect(forward).toEqual(['Open dialog B', 'Close', 'name', 'Open dialog B', 'Close', 'name']);

    const backward: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const { dialog, control } = await focusState(page);
      expect(dialog, `Shift+Tab #${i + 1} left dialog A (focus on ${control})`).toBe('Dialog A');
      backward.push(control);
    }
    expect(backward).toEqual(['Close', 'Open dialog B', 'name', 'Close', 'Open dialog B', 'name']);

    // With B stacked on A, focus stays in B and never falls back into A below it.
    await a.getByRole('button', { name: 'Open dialog B' }).click();
    await expect(page.getByRole('dialog', { name: 'Dialog B' })).toBeVisible();
    const inB: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const { dialog, control } = await focusState(page);
      expect(dialog, `Tab #${i + 1} left dialog B (focus on ${control})`).toBe('Dialog B');
      inB.push(control);
    }
    expect(inB).toEqual(['Close', 'Does nothing', 'Close', 'Does nothing']);
  });
});

test.describe('chat dialog', () => {
  test('steps through the messages with Next and Back, and the last step closes', async ({ page, harness }, info) => {
    await harness.open();
    const opener = page.getByRole('button', { name: 'Open chat', exact: true });
    await opener.click();
    const chat = page.getByRole('dialog');
    const bubble = chat.locator('.chat-dialog__bubble');
    const actions = chat.locator('.chat-dialog__actions');
    const back = actions.getByRole('button', { name: 'Back' });
    const next = actions.getByRole('button', { name: 'Next' });

    await expect(chat).toHaveAccessibleName(`Ardi the guide ${CHAT_MESSAGES[0]}`);
    await expect(bubble).toHaveText(CHAT_MESSAGES[0]);
    await expect(chat.getByText('1 / 3')).toBeVisible();
    await expect(back).toBeDisabled();
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await settled(chat);
    await shot(page, 'chat-rtl', info.project.name, { animations: 'disabled' });

    // Soft-disabled (aria-disabled, still focusable): a click gets through to it and must do nothing.
    await back.click({ force: true });
    await expect(bubble).toHaveText(CHAT_MESSAGES[0]);
    await expect(chat.getByText('1 / 3')).toBeVisible();

    await next.click();
    await expect(bubble).toHaveText(CHAT_MESSAGES[1]);
    await expect(chat.getByText('2 / 3')).toBeVisible();
    await expect(back).toBeEnabled();

    await back.click();
    await expect(bubble).toHaveText(CHAT_MESSAGES[0]);
    await expect(back).toBeDisabled();

    // The arrow keys step as well.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(bubble).toHaveText(CHAT_MESSAGES[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(bubble).toHaveText(CHAT_MESSAGES[0]);

    await next.click();
    await next.click();
    await expect(bubble).toHaveText(CHAT_MESSAGES[2]);
    await expect(chat.getByText('3 / 3')).toBeVisible();
    await expect(next).toHaveCount(0);
    const finish = actions.getByRole('button', { name: 'Close' });
    await expect(finish).toBeVisible();
    await shot(page, 'chat-rtl-last', info.project.name, { animations: 'disabled' });

    await finish.click();
    await expect(chat).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Each opening starts again from the first message.
    await opener.click();
    await expect(page.getByRole('dialog').locator('.chat-dialog__bubble')).toHaveText(CHAT_MESSAGES[0]);
  });

  test('by default (rtl) the speaker stands to the right of the bubble', async ({ page, harness }) => {
    await harness.open();
    await page.getByRole('button', { name: 'Open chat', exact: true }).click();
    const chat = page.getByRole('dialog');
    await settled(chat);
    const speaker = await box(chat.locator('.chat-dialog__speaker'));
    const bubble = await box(chat.locator('.chat-dialog__bubble'));
    expect(speaker.x, 'speaker starts after the bubble ends').toBeGreaterThanOrEqual(bubble.x + bubble.width);
  });

  test("with direction 'ltr' the speaker stands to the left of the bubble", async ({ page, harness }, info) => {
    await harness.open();
    await page.getByRole('button', { name: 'Open chat (ltr)' }).click();
    const chat = page.getByRole('dialog');
    await expect(chat.locator('.chat-dialog__bubble')).toHaveText(CHAT_MESSAGES[0]);
    await settled(chat);
    const speaker = await box(chat.locator('.chat-dialog__speaker'));
    const bubble = await box(chat.locator('.chat-dialog__bubble'));
    expect(speaker.x + speaker.width, 'speaker ends before the bubble starts').toBeLessThanOrEqual(bubble.x);
    await shot(page, 'chat-ltr', info.project.name, { animations: 'disabled' });
  });
});

test.describe('toasts', () => {
  test('a toast shows at the bottom centre for about 2.5 s', async ({ page, harness }, info) => {
    await harness.open();
    // Times the toast in the page itself, so the check does not depend on test-runner latency.
    await page.evaluate(() => {
      const w = window as unknown as { toastLifetime?: Promise<number> };
      w.toastLifetime = new Promise<number>((resolve) => {
        let shownAt: number | undefined;
        const observer = new MutationObserver(() => {
          const present = document.querySelector('.toasts__item') !== null;
          if (present && shownAt === undefined) shownAt = performance.now();
          else if (!present && shownAt !== undefined) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });

    // The log a screen reader listens to is there, empty, before the first toast: a live region that
    // arrives already filled is missed by some of them.
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log).toBeAttached();
    await expect(log).toBeEmpty();
    await page.getByRole('button', { name: 'Show toast' }).click();
    const toast = page.locator('.toasts__item').filter({ hasText: TOAST_TEXT });
    await expect(log.getByText(TOAST_TEXT)).toBeVisible();
    // Not a live region of its own inside the log (it would be read twice).
    expect(await toast.getAttribute('role')).toBeNull();
    await settled(toast);

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the project sets a viewport');
    const toastBox = await box(toast);
    expect(Math.abs(toastBox.x + toastBox.width / 2 - viewport.width / 2), 'horizontal centre offset').toBeLessThanOrEqual(2);
    expect(toastBox.y + toastBox.height / 2, 'toast sits in the lower quarter').toBeGreaterThan(viewport.height * 0.75);
    expect(toastBox.y + toastBox.height, 'toast is inside the viewport').toBeLessThanOrEqual(viewport.height);
    await shot(page, 'toast', info.project.name, { animations: 'disabled' });

    await expect(toast).toBeHidden({ timeout: 3_500 });
    const lifetime = await page.evaluate(() => (window as unknown as { toastLifetime: Promise<number> }).toastLifetime);
    expect(lifetime, 'still shown at 2 s').toBeGreaterThan(2_000);
    expect(lifetime, 'gone by 3.5 s').toBeLessThan(3_500);
  });

  test('a message repeated while it shows is one toast, put in the log afresh so it is said again', async ({ page, harness }) => {
    await harness.open();
    await page.evaluate(() => {
      const w = window as unknown as { toastsAdded: number };
      w.toastsAdded = 0;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.classList.contains('toasts__item')) w.toastsAdded += 1;
      }).observe(document.querySelector('.toasts')!, { childList: true, subtree: true });
    });
    const show = page.getByRole('button', { name: 'Show toast' });
    await show.click();
    await expect(page.locator('.toasts__item')).toHaveCount(1);
    await show.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { toastsAdded: number }).toastsAdded)).toBe(2);
    await expect(page.locator('.toasts__item')).toHaveCount(1);
  });
});

test.describe('full screens', () => {
  test('the error screen says Oops and its Reload link reloads the page', async ({ page, harness }, info) => {
    await harness.open('error');
    const title = page.getByRole('heading', { level: 1, name: 'Oops! Sorry about this, something went wrong!', exact: true });
    await expect(title).toBeInViewport();
    const reload = page.getByRole('link', { name: 'Reload', exact: true });
    await expect(reload).toHaveAttribute('href', page.url());
    await shot(page, 'harness-error', info.project.name, { animations: 'disabled' });

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    expect(await page.evaluate(() => 'beforeReload' in window), 'the page was loaded afresh').toBe(false);
    await expect(title).toBeVisible();
  });

  test('the logged-out screen offers Log in again', async ({ page, harness }, info) => {
    await harness.open('logged-out');
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out.', exact: true })).toBeInViewport();
    const login = page.getByRole('button', { name: 'Log in again', exact: true });
    await expect(login).toBeInViewport();
    await shot(page, 'harness-logged-out', info.project.name, { animations: 'disabled' });
    await login.click();
    await expect(page.getByTestId('logins')).toHaveText('1');
  });

  test('Escape reaches the handler of the screen on show, even pressed as that screen appears', { tag: '@neutral' }, async ({ page, harness }) => {
    await harness.open('escape-handover');
    await page.getByRole('button', { name: 'Hand over' }).click();
    await expect(page.getByTestId('escapes')).toHaveText('new');
  });

  test('the please-wait screen says Please wait...', async ({ page, harness }, info) => {
    await harness.open('please-wait');
    const status = page.getByRole('status');
    await expect(status).toHaveText('Please wait...');
    await expect(status.getByText('Please wait...', { exact: true })).toBeInViewport();
    await shot(page, 'harness-please-wait', info.project.name, { animations: 'disabled' });
  });

  test('the splash shows the boot status and what it is doing', async ({ page, harness }, info) => {
    await harness.open('splash');
    const status = page.getByRole('status');
    await expect(status.getByText('Bootstrapping', { exact: true })).toBeInViewport();
    await expect(status.getByText('Requesting user credentials', { exact: true })).toBeInViewport();
    await shot(page, 'harness-splash', info.project.name, { animations: 'disabled' });
  });
});
