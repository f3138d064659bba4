import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, markEagerScripts } from './compile-hints.ts';

function built(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/main.js'), 'import"/assets/a.js";run();\n//# sourceMappingURL=/assets/main.js.map');
  writeFileSync(join(dir, 'assets/main.js.map'), JSON.stringify({ version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA,SAAS' }));
  writeFileSync(join(dir, 'assets/a.js'), 'export const a=1;');
  writeFileSync(join(dir, 'assets/late.js'), 'export const late=2;');
  writeFileSync(join(dir, 'assets/main.css'), '.a{color:red}');
  return dir;
}

describe('compile hints', () => {
  test('the named scripts get the hint as their first line, once; their source maps move down a line; nothing else changes', () => {
    const dir = built();
    const read = (url: string) => readFileSync(join(dir, url), 'utf8');
    const marked = markEagerScripts(dir, ['/assets/main.js', '/assets/a.js', '/assets/main.css', '/assets/a.js']);
    expect(marked).toEqual(['/assets/main.js', '/assets/a.js']);
    expect(read('/assets/main.js')).toBe(`${COMPILE_HINT}import"/assets/a.js";run();\n//# sourceMappingURL=/assets/main.js.map`);
    expect(read('/assets/a.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(JSON.parse(read('/assets/main.js.map')).mappings).toBe(';AAAA,SAAS');
    expect(read('/assets/late.js')).toBe('export const late=2;');
    expect(read('/assets/main.css')).toBe('.a{color:red}');

    // A second build step over the same files changes nothing more.
    expect(markEagerScripts(dir, ['/assets/main.js'])).toEqual([]);
    expect(read('/assets/main.js').split(COMPILE_HINT).length).toBe(2);
    expect(JSON.parse(read('/assets/main.js.map')).mappings).toBe(';AAAA,SAAS');
  });
});
