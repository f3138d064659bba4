import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addAnimationStartListener, ignoreAnimationEventListeners } from './animation-events.ts';

/** Every .ts and .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && path !== import.meta.path.replace('.test.ts', '.ts') ? [path] : [];
  });
}

const ANIMATION_EVENTS = ['animationiteration', 'animationstart', 'animationend'];

describe('CSS animation event listeners are never added', () => {
  test('on a patched target they are ignored; every other event type still reaches its listener', () => {
    class Target extends EventTarget {}
    ignoreAnimationEventListeners(Target.prototype);
    ignoreAnimationEventListeners(Target.prototype); // twice is once
    const target = new Target();
    const heard: string[] = [];
    const types = [...ANIMATION_EVENTS, 'transitionend', 'click'];
    for (const type of types) target.addEventListener(type, () => heard.push(type));
    for (const type of types) target.dispatchEvent(new Event(type));
    expect(heard).toEqual(['transitionend', 'click']);
    // Plain EventTargets elsewhere are untouched.
    const plain = new EventTarget();
    plain.addEventListener('animationstart', () => heard.push('plain'));
    plain.dispatchEvent(new Event('animationstart'));
    expect(heard).toContain('plain');
  });

  test("the idle scenes' own animationstart listener gets past the patch, and stops when asked", () => {
    const target = new EventTarget();
    let starts = 0;
    const stop = addAnimationStartListener(target, () => starts++);
    target.dispatchEvent(new Event('animationstart'));
    stop();
    target.dispatchEvent(new Event('animationstart'));
    expect(starts).toBe(1);
  });

  test('nothing in the web app handles a CSS animation event but through addAnimationStartListener, so dropping the listeners loses nothing', () => {
    const root = join(import.meta.dir, '..');
    const users = sources(root).filter((file) => /onAnimation(Start|End|Iteration)|['"]animation(start|end|iteration)['"]/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
