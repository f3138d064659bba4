/** `bun render/test/update-golden.ts [name...]`: redraws the golden references (all, or those named). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_CASES } from './golden-cases.ts';
import { renderCase } from './golden-render.ts';

const only = process.argv.slice(2);
for (const golden of GOLDEN_CASES) {
  if (only.length > 0 && !only.includes(golden.name)) continue;
  const png = await renderCase(golden);
  writeFileSync(join(import.meta.dir, 'golden', `${golden.name}.png`), png);
  console.log(`${golden.name}.png ${png.byteLength} bytes`);
}
