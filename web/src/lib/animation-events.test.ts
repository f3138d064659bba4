import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ignoreAnimationIterationListeners } from './animation-events.ts';

/** Every .ts and .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && path !== import.meta.path.replace('.test.ts', '.ts') ? [path] : [];
  });
}

describe('animationiteration listeners are never added', () => {
  test('on a patched target they are ignored; every other event type still reaches its listener', () => {
    class Target extends EventTarget {}
    ignoreAnimationIterationListeners(Target.prototype);
    ignoreAnimationIterationListeners(Target.prototype); // twice is once
    const target = new Target();
    const heard: string[] = [];
    for (const type of ['animationiteration', 'animationend', 'click']) target.addEventListener(type, () => heard.push(type));
    for (const type of ['animationiteration', 'animationend', 'click']) target.dispatchEvent(new Event(type));
    expect(heard).toEqual(['animationend', 'click']);
    // Plain EventTargets elsewhere are untouched.
    const plain = new EventTarget();
    plain.addEventListener('animationiteration', () => heard.push('plain'));
    plain.dispatchEvent(new Event('animationiteration'));
    expect(heard).toContain('plain');
  });

  test('nothing in the web app handles an animation iteration, so dropping the listeners loses nothing', () => {
    const root = join(import.meta.dir, '..');
    const users = sources(root).filter((file) => /onAnimationIteration|['"]animationiteration['"]/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
