/** Report rows for the avatar image figures (render-cold.ts, render-http.ts). */
import type { LayerDrawResult } from './layer-draw.ts';
import type { ColdRenderResult } from './render-cold.ts';
import type { CachedPngResult, JsonUnderRenderResult } from './render-http.ts';
import { fmt } from './util.ts';

const COLD_GOAL = 1.2;
// A layer's PNG may cost at most four times rasterising its SVG (it cost twelve with the densest
// compression, decision 0055).
const LAYER_GOAL = 4;
const PNG_GOAL = 0.9;
const JSON_GOAL = 2;

/** null: failed; undefined: not asked for, no row. */
export interface RenderResults {
  layerDraw?: LayerDrawResult | null;
  cold?: ColdRenderResult | null;
  cachedPng?: CachedPngResult | null;
  jsonUnderRenders?: JsonUnderRenderResult | null;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function renderRows({ layerDraw, cold, cachedPng, jsonUnderRenders }: RenderResults): string[][] {
  const rows: string[][] = [];
  if (layerDraw === null) rows.push(['layer image drawn (SVG to PNG)', 'failed', '', '', `<= ${LAYER_GOAL}x`, '']);
  else if (layerDraw) {
    const l = layerDraw;
    rows.push(['layer image drawn (SVG to PNG)', `${fmt(l.drawMs, 1)} ms`, `${fmt(l.baselineMs, 1)} ms`, `${l.ratio.toFixed(2)}x`, `${l.ratioMin.toFixed(2)}-${l.ratioMax.toFixed(2)}x`, `<= ${LAYER_GOAL}x`, verdict(l.ratio <= LAYER_GOAL)]);
    rows.push(['  its PNG', `${fmt(l.meanBytes / 1024, 1)} KB`, '-', '-', 'info', '']);
  }
  if (cold === null) rows.push(['cold avatar render (12 layers, 1000 px)', 'failed', '', '', `<= ${COLD_GOAL}x`, '']);
  else if (cold) {
    rows.push(['cold avatar render (12 layers, 1000 px)', `${fmt(cold.renderMs, 1)} ms`, `${fmt(cold.baselineMs, 1)} ms`, `${cold.ratio.toFixed(2)}x`, `<= ${COLD_GOAL}x`, verdict(cold.ratio <= COLD_GOAL)]);
    rows.push(['  of which drawing on the JS thread', `${fmt(cold.drawMs, 1)} ms`, '-', '-', 'info', '']);
  }
  if (cachedPng === null) rows.push(['cached avatar PNG throughput', 'failed', '', '', `>= ${PNG_GOAL}x`, '']);
  else if (cachedPng) {
    rows.push(['cached avatar PNG throughput', `${fmt(cachedPng.realRps)} req/s`, `${fmt(cachedPng.fileRps)} req/s`, `${cachedPng.ratio.toFixed(2)}x`, `>= ${PNG_GOAL}x`, verdict(cachedPng.ratio >= PNG_GOAL)]);
    if (cachedPng.realCpuUs !== null && cachedPng.fileCpuUs !== null) {
      rows.push(['  server CPU per request', `${fmt(cachedPng.realCpuUs, 1)} us`, `${fmt(cachedPng.fileCpuUs, 1)} us`, `${(cachedPng.realCpuUs / cachedPng.fileCpuUs).toFixed(2)}x`, 'info', '']);
    }
  }
  if (jsonUnderRenders === null) rows.push(['JSON p99 while rendering', 'failed', '', '', `<= ${JSON_GOAL}x`, '']);
  else if (jsonUnderRenders) {
    const j = jsonUnderRenders;
    rows.push(['JSON p99 while rendering', `${fmt(j.loadedP99, 2)} ms`, `${fmt(j.idleP99, 2)} ms`, `${j.ratio.toFixed(2)}x`, `${j.ratioMin.toFixed(2)}-${j.ratioMax.toFixed(2)}x`, `<= ${JSON_GOAL}x`, verdict(j.ratio <= JSON_GOAL)]);
    const cores = (n: number) => `${fmt(n * 100)}% of a core`;
    if (j.mainThread) rows.push(['  server main thread busy', cores(j.mainThread.loaded), cores(j.mainThread.idle), '-', '', 'info', '']);
    if (j.otherThreads) rows.push(['  server render and I/O threads busy', cores(j.otherThreads.loaded), cores(j.otherThreads.idle), '-', '', 'info', '']);
  }
  return rows;
}

export function renderNotes({ layerDraw, cold, cachedPng, jsonUnderRenders }: RenderResults): string[] {
  const out: string[] = [];
  if (layerDraw) out.push(`layer image: pngFor (render/art/draw.ts) vs sharp rasterising the same SVG to raw pixels, ${layerDraw.pieces} pieces in the front view, mean per layer, ${layerDraw.rounds} interleaved rounds`);
  if (cold) out.push(`cold render: compose + raster + sharp PNG vs drawing the same ${cold.layers} decoded layers + sharp PNG, ${cold.rounds} interleaved rounds`);
  if (cachedPng) out.push(`cached PNG: /render/explorer/1.png (${fmt(cachedPng.bytes / 1024, 1)} KB) vs a bare Bun.serve sending the same file, ${cachedPng.rounds} rounds`);
  if (jsonUnderRenders) {
    const j = jsonUnderRenders;
    out.push(`JSON p99: GET /api/config back to back, idle then while cold renders of every size run (${fmt(j.rendersPerSecond, 1)} renders/s), ${j.rounds} rounds, ratio per round; about ${fmt(j.idleProbes)} idle and ${fmt(j.loadedProbes)} loaded probes each`);
  }
  return out;
}
