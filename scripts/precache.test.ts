import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootScriptTag } from '../domain/boot-script.ts';
import { firstScreenFiles } from './precache.ts';
import { pageChunks } from './page-chunks.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-precache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('the first screen: what the shell links and what that loads at once, never what loads on demand', () => {
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    // The app's script as the build writes it: started by the boot script, from its data-src.
    'index.html': `<head><link rel="icon" href="/assets/gem-1.svg" /><link rel="stylesheet" href="/assets/index-1.css">${bootScriptTag('/assets/index-1.js', '/assets/late-1.css /assets/late-2.css')}<link rel="manifest" href="/manifest.webmanifest"></head>`,
    'assets/index-1.js': 'import{a as b}from"./chunk-shared.js";import"/assets/chunk-side.js";const j=()=>import("./journeys-1.js");console.log(b)',
    'assets/chunk-shared.js': 'export{c}from"./chunk-deep.js";',
    'assets/chunk-side.js': 'var important=1;',
    'assets/chunk-deep.js': 'export const c=1;',
    'assets/journeys-1.js': 'import{x}from"./chunk-journeys.js";',
    'assets/chunk-journeys.js': 'export const x=1;',
    'assets/index-1.css': '@font-face{src:url(/assets/nunito-1.woff2)}.a{background:url("./paper-1.png")}',
    'assets/late-1.css': '.b{background:url(/assets/trail-1.png)}',
    'assets/late-2.css': '.c{color:red}',
    'assets/trail-1.png': 'png',
    'assets/nunito-1.woff2': 'font',
    'assets/paper-1.png': 'png',
    'assets/gem-1.svg': '<svg/>',
    'assets/sound-1.wav': 'wav',
  };
  for (const [path, body] of Object.entries(files)) writeFileSync(join(dist, path), body);
  expect(firstScreenFiles(dist).sort()).toEqual(
    ['/assets/gem-1.svg', '/assets/index-1.css', '/assets/late-1.css', '/assets/late-2.css', '/assets/trail-1.png', '/assets/nunito-1.woff2', '/assets/paper-1.png', '/assets/index-1.js', '/assets/chunk-shared.js', '/assets/chunk-deep.js', '/assets/chunk-side.js'].sort(),
  );
});

test('each page chunk (and the sign-in screens) with what it imports at once, less what the first screen already loads', () => {
  const pages = mkdtempSync(join(tmpdir(), 'st-page-chunks-'));
  try {
    mkdirSync(join(pages, 'assets'));
    const files: Record<string, string> = {
      'index.html': '<head><script type="module" src="/assets/index-1.js"></script></head>',
      'assets/index-1.js': 'import"./chunk-shared.js";const j=()=>import("./journeys-page-1a.js");',
      'assets/chunk-shared.js': 'export const s=1;',
      'assets/journeys-page-1a.js': 'import"./chunk-shared.js";import"./chunk-trail.js";const l=()=>import("./chunk-later.js");',
      'assets/chunk-trail.js': 'export const t=1;',
      'assets/chunk-later.js': 'export const l=1;',
      'assets/bag-page-2b.js': 'export const b=1;',
      'assets/login-screens-3c.js': 'import"./chunk-trail.js";',
      'assets/login-1.js': 'export const n=1;',
      'assets/journeys-page-1a.css': '.a{}',
    };
    for (const [path, body] of Object.entries(files)) writeFileSync(join(pages, path), body);
    expect(pageChunks(pages)).toEqual({
      'bag-page': ['/assets/bag-page-2b.js'],
      'journeys-page': ['/assets/journeys-page-1a.js', '/assets/chunk-trail.js'],
      'login-screens': ['/assets/login-screens-3c.js', '/assets/chunk-trail.js'],
    });
  } finally {
    rmSync(pages, { recursive: true, force: true });
  }
});
