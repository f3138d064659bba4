import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { BOOT_SCRIPT } from '../../../domain/boot-script.ts';
import { walletRpcOrigins } from '../../../domain/wallet-chains.ts';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env.ts';

/** Where magic-sdk mounts its frame (the SDK's default endpoint, which the web does not change). */
const MAGIC_FRAME_ORIGIN = 'https://auth.magic.link';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The shell's boot script (domain/boot-script.ts), the one inline script the policy allows, by its hash. */
export const BOOT_SCRIPT_SOURCE = hashSource(BOOT_SCRIPT);

/**
 * The shell's own `<style>`s, one policy source each, by its hash: its first styles (scripts/inline-styles.ts)
 * and the no-script notice's.
 */
function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hashSource(m[1]!));
}

/** The built shell's inline-style sources (none without a build). */
export function shellStyleSources(distDir: string | undefined): string[] {
  const shell = distDir ? join(distDir, 'index.html') : '';
  return shell && existsSync(shell) ? inlineStyleSources(readFileSync(shell, 'utf8')) : [];
}

/**
 * Security headers with a CSP that allows only what the app loads: its own scripts (and the shell's
 * boot script), styles (and the shell's inline ones, `styles`: shellStyleSources), fonts, workers and
 * same-origin API/WebSocket calls; images from anywhere on the web (they run no script); the wallet
 * client's public nodes (never the server's own ETH_RPC_URLS, which may be private), and wallet relays
 * and Magic's frame when configured.
 */
export function securityHeaders(env: Env, styles: string[] = []) {
  // blob: lets howler read the sounds it is handed as blob URLs (Web Audio loads them with XHR).
  const connect = ["'self'", 'blob:'];
  if (env.WALLETCONNECT_PROJECT_ID) connect.push('https://*.walletconnect.com', 'wss://*.walletconnect.com', 'https://*.walletconnect.org', 'wss://*.walletconnect.org');
  connect.push(...walletRpcOrigins(env.PUBLIC_RPC_URLS));
  const https = env.PUBLIC_URL.startsWith('https:');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE],
      styleSrc: ["'self'", ...styles],
      // Pictures the admin API takes from other sites (news, notices and products: any http(s) address) and
      // Shopify's product pictures on its CDN; http ones are upgraded where the town is on https.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:'])],
      // Sounds play from blob URLs; howler unlocks HTML5 audio with a tiny silent data: clip.
      mediaSrc: ["'self'", 'blob:', 'data:'],
      fontSrc: ["'self'"],
      connectSrc: connect,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // Magic's e-mail sign-in runs in its own hidden frame, from the SDK's one endpoint.
      frameSrc: env.MAGIC ? [MAGIC_FRAME_ORIGIN] : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    // Wallet SDK popups and the social sign-in popup must be able to talk back to this window.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // Other sites may not embed the app's answers; the /render images, meant for forums and social
    // sites, set cross-origin themselves (routes/render/render.ts), and a route's own header stands.
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    overwrite: false,
  });
}

/**
 * The headers securityHeaders() puts on every answer, for the few answers made ahead of Hono
 * (server.ts). Taken from the middleware itself, so the two can never disagree.
 */
export async function securityHeaderValues(env: Env, styles: string[] = []): Promise<Record<string, string>> {
  const res = await new Hono().use(securityHeaders(env, styles)).get('/', (c) => c.body(null, 204)).request('/');
  return Object.fromEntries(res.headers);
}
