/**
 * Avatar images are for other sites too (issue 16, item 9): a page of another site, served from a second
 * loopback server at http://localhost:<port> (a different site from the town's http://127.0.0.1), shows
 * them in an <img>. Layer art, which only the town itself loads, stays blocked by its same-site policy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

let other: Server;
let otherOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  const town = baseURL!;
  const page = `<!doctype html><title>A forum</title>
    <img id="avatar" src="${town}/render/cat/101.png?w=375" alt="">
    <img id="card" src="${town}/render/profile/Mossbeard.png" alt="">
    <img id="layer" src="${town}/assets/traits/none/hat/bush-hat/front.png" alt="">`;
  other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('another site shows avatar images and share cards in an <img>; layer art stays same-site @neutral', async ({ page }) => {
  const blocked: string[] = [];
  page.on('requestfailed', (req) => blocked.push(`${new URL(req.url()).pathname} ${req.failure()?.errorText}`));
  await page.goto(`${otherOrigin}/`);
  expect(new URL(page.url()).hostname).toBe('localhost');
  const loaded = (id: string) => page.locator(`#${id}`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  // Waits on the images themselves (each either decodes or fails), never on a clock.
  await expect.poll(async () => [await loaded('avatar'), await loaded('card'), await loaded('layer')], { timeout: 30_000 }).toEqual([375, 1200, 0]);
  expect(blocked).toEqual([expect.stringMatching(/^\/assets\/traits\/none\/hat\/bush-hat\/front\.png net::ERR_BLOCKED_BY_RESPONSE/)]);
});
