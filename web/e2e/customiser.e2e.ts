import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { watchConsole } from './fixtures/console.ts';
import { newPlayerInTown, ownProblems } from './fixtures/player.ts';
import { diffBands } from './fixtures/pixels.ts';
import { shot } from './fixtures/shots.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The player's explorer as the image service draws it now. */
async function explorerPicture(request: APIRequestContext, tokenId: number): Promise<Buffer> {
  const res = await request.get(`/render/explorer/${tokenId}.png?w=320`, { headers: { 'cache-control': 'no-cache' } });
  expect(res.ok()).toBe(true);
  return res.body();
}

async function explorerTokenId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/profile/bootstrap', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const { avatars } = (await res.json()) as { avatars: Array<{ type: string; tokenId: number }> };
  const explorer = avatars.find((a) => a.type === 'EXPLORER');
  expect(explorer).toEqual({ ...explorer, type: 'EXPLORER', tokenId: expect.any(Number) });
  return explorer!.tokenId;
}

/** Waits until the live preview has drawn the latest look. */
const previewReady = (page: Page) => expect(page.locator('.avatar-preview')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });

/** Waits until every wearable card has cropped its picture. */
const picturesReady = (page: Page) => expect(page.locator('.trait-picture[data-state="measuring"]')).toHaveCount(0, { timeout: 30_000 });

async function saveAndClose(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Looking good!' });
  await expect(dialog).toBeVisible();
  // The change-success state stays until it is closed.
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
}

test('dress the explorer: equip a hat, save, reload, see it on the profile, download it', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const player = await newPlayerInTown(page, request, 'Dress', { at: '/feathered-fashions' });
  const tokenId = await explorerTokenId(request, player.token);

  // The boutique leads to the player's own customiser.
  await page.getByRole('link', { name: 'Customise your avatar' }).click();
  await expect(page).toHaveURL(`/${player.slug}/customise`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customise your avatar' })).toBeVisible();
  await previewReady(page);
  const hat = page.getByRole('button', { name: /Bush Hat/ });
  await expect(hat).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // Take the starting hat off (with the keyboard) and save: the bare-headed look.
  await hat.focus();
  await page.keyboard.press('Enter');
  await expect(hat).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await previewReady(page);
  await saveAndClose(page);
  const bare = await explorerPicture(request, tokenId);

  // Equip the hat, save, reload: still equipped.
  await hat.click();
  await expect(hat).toHaveAttribute('aria-pressed', 'true');
  await previewReady(page);
  await picturesReady(page);
  await shot(page, 'customiser', info.project.name, { fullPage: true });
  await saveAndClose(page);
  await page.reload();
  await previewReady(page);
  await expect(page.getByRole('button', { name: /Bush Hat/ })).toHaveAttribute('aria-pressed', 'true');

  // The public picture changed where the hat is, and not at the feet.
  const hatted = await explorerPicture(request, tokenId);
  const diff = await diffBands(page, bare, hatted);
  expect(diff.top, 'share of the top quarter that changed').toBeGreaterThan(0.02);
  expect(diff.bottom, 'share of the bottom quarter that changed').toBeLessThan(0.005);

  // Download gives a PNG named after the player and avatar.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${player.username}-explorer-${tokenId}.png`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // The profile shows the saved picture and the way back to the customiser; the bag lists the items.
  await page.goto(`/${player.slug}`);
  const picture = page.getByRole('img', { name: `${player.username}'s Explorer #${tokenId}` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  expect(await picture.getAttribute('srcset')).toContain('w=2560');
  await expect(page.getByRole('link', { name: 'Customise', exact: true })).toHaveAttribute('href', `/${player.slug}/customise`);
  await shot(page, 'profile', info.project.name, { fullPage: true });

  await page.goto(`/${player.slug}/bag`);
  await expect(page.getByRole('heading', { level: 1, name: `${player.username}'s bag` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wearables' }).getByText('Bush Hat')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customise', exact: true })).toBeVisible();
  await picturesReady(page);
  await shot(page, 'bag', info.project.name, { fullPage: true });
  expect(ownProblems(problems)).toEqual([]);
});

test('unsaved changes are asked about before leaving, by a link or by the browser Back', { tag: '@neutral' }, async ({ page, request }) => {
  const player = await newPlayerInTown(page, request, 'Leave', { at: '/feathered-fashions' });
  const customise = async () => {
    await page.getByRole('link', { name: 'Customise your avatar' }).click();
    await expect(page).toHaveURL(`/${player.slug}/customise`);
    await previewReady(page);
    await page.getByRole('button', { name: 'Full', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Full', exact: true })).toHaveAttribute('aria-pressed', 'true');
  };
  await customise();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  const keepEditing = async () => {
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).last().click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(`/${player.slug}/customise`);
    await expect(page.getByRole('button', { name: 'Full', exact: true })).toHaveAttribute('aria-pressed', 'true');
  };

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Home' }).click();
  await keepEditing();
  // Back: the address is put back while the player decides.
  await page.evaluate(() => history.back());
  await keepEditing();
  await page.evaluate(() => history.back());
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL('/feathered-fashions');
  await expect(page.getByRole('link', { name: 'Customise your avatar' })).toBeVisible();

  await customise();
  await menu.getByRole('link', { name: 'Home' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL('/');
});

test("another player's customiser goes to their profile", { tag: '@neutral' }, async ({ page, request }) => {
  await newPlayerInTown(page, request, 'Peek', { at: '/mossbeard/customise' });
  await expect(page).toHaveURL('/mossbeard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mossbeard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customise', exact: true })).toHaveCount(0);
});

test('visitors see a profile picture and a bag without signing in', async ({ page }, info) => {
  const problems = watchConsole(page);
  await page.goto('/pebble');
  const picture = page.locator('.profile-picture__image');
  await expect(picture).toBeVisible();
  // The first picture of a width is drawn on demand: allow a busy machine its time.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  await page.goto('/pebble/bag');
  await expect(page.getByRole('list', { name: 'Wearables' }).getByRole('listitem').first()).toBeVisible();
  await picturesReady(page);
  await shot(page, 'bag-visitor', info.project.name, { fullPage: true });
  expect(ownProblems(problems)).toEqual([]);
});
