/**
 * Builds the three test harnesses (components, render, sound) side by side in one bun process, once
 * per Playwright run: global-setup.ts runs it (Playwright itself runs on Node).
 */
import { buildHarness, HARNESS_OUT } from './harness/build.ts';
import { buildRenderHarness } from './render-harness/build.ts';
import { renderHarnessDir } from './render-harness/paths.ts';
import { buildSoundHarness } from './sound-harness/build.ts';
import { soundHarnessDir } from './sound-harness/paths.ts';

const started = performance.now();
await Promise.all([buildHarness(), buildRenderHarness(), buildSoundHarness()]);
const took = ((performance.now() - started) / 1000).toFixed(1);
console.log(`harnesses built in ${took} s: ${HARNESS_OUT}, ${renderHarnessDir()}, ${soundHarnessDir()}`);
