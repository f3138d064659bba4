import { describe, expect, test } from 'bun:test';
import { markupClasses, parseRules, propertyFamilies, requiredClasses, ruleText, specificity, splitCss } from './css-split.ts';

const rulesOf = (css: string) => parseRules(css).map(ruleText);
/** A template's source as text, with `@{` written for the `$` and brace that open an interpolation. */
const source = (text: string) => text.replaceAll('@{', '$' + '{');

describe('reading the bundle', () => {
  test('top-level rules and statements in order; braces and semicolons inside strings do not count', () => {
    const css = '@import "a.css";.a{content:"}{;"}@media (min-width:600px){.b{color:red}.c{color:blue}}@keyframes k{0%{opacity:0}to{opacity:1}}/* note */.d{margin:0}';
    expect(rulesOf(css)).toEqual(['@import "a.css";', '.a{content:"}{;"}', '@media (min-width:600px){.b{color:red}.c{color:blue}}', '@keyframes k{0%{opacity:0}to{opacity:1}}', '.d{margin:0}']);
  });

  test('an unclosed block is an error, not a rule lost', () => {
    expect(() => parseRules('.a{color:red}.b{color:')).toThrow('unclosed');
    expect(() => parseRules('.a{color:red}.b')).toThrow('middle of a rule');
  });

  test('the classes a selector needs leave out those inside :not(), :is(), :has() and attribute values', () => {
    expect(requiredClasses('.page .page__title:hover>span')).toEqual(['page', 'page__title']);
    expect(requiredClasses('.card:not(.card--locked) .x')).toEqual(['card', 'x']);
    expect(requiredClasses('.menu:has(.open)')).toEqual(['menu']);
    expect(requiredClasses('[data-x=".y"] .z')).toEqual(['z']);
    expect(requiredClasses('h1')).toEqual([]);
  });

  test('specificity; null where a selector takes others as arguments', () => {
    expect(specificity('.a')).toEqual([0, 1, 0]);
    expect(specificity('#root .a:hover>p::before')).toEqual([1, 2, 2]);
    expect(specificity('[data-first-screen=visitor] .b')).toEqual([0, 2, 0]);
    expect(specificity('.a:not(.b)')).toBeNull();
  });

  test('properties that set the same thing share a family', () => {
    expect([...propertyFamilies('margin-top:0;margin:1px;top:0;inset:0;line-height:1;font:bold 1em x;--gem:red;-webkit-mask:none;background:url(a;b.png)')]).toEqual(['margin', 'inset', 'font', '--gem', 'mask', 'background']);
  });

  test("class names from markup, and from a template's source a name it completes as a prefix", () => {
    expect([...markupClasses('<div class="page page--cream"><p class=" a  b">x</p></div>')]).toEqual(['page', 'page--cream', 'a', 'b']);
    expect([...markupClasses(source('`<main class="page page--@{bg}">`'))]).toEqual(['page', 'page--*']);
    expect(() => markupClasses(source('`<p class="@{kind}">`'))).toThrow('cannot be told');
  });
});

describe('the split', () => {
  const css = '*{box-sizing:border-box}.splash{color:blue}.journeys{color:red}.page{margin:0}@media (min-width:600px){.journeys{margin:1px}.splash{padding:2px}}@keyframes pop{to{opacity:1}}.x .splash{color:green}';

  test('the first part is what the first screens may match, with every non-grouping at-rule; the rest comes after it', () => {
    const { first, rest } = splitCss(css, ['splash', 'page']);
    expect(rulesOf(first)).toEqual(['*{box-sizing:border-box}', '.splash{color:blue}', '.page{margin:0}', '@media (min-width:600px){.splash{padding:2px}}', '@keyframes pop{to{opacity:1}}']);
    expect(rulesOf(rest)).toEqual(['.journeys{color:red}', '@media (min-width:600px){.journeys{margin:1px}}', '.x .splash{color:green}']);
  });

  test('a first-part rule that came after a later one it may conflict with is written again after it, and so is one after that copy', () => {
    // `.b` may sit on the same element as `.late` (same specificity, same property): it came after it, so it must still win.
    // `.c` came after `.b` and sets what `.b` sets: it must still beat the copy of `.b`.
    const { first, rest } = splitCss('.late{color:red}.b{color:blue}.c{color:green}.d{margin:0}.e#id{color:black}', ['b', 'c', 'd', 'e']);
    expect(rulesOf(first)).toEqual(['.b{color:blue}', '.c{color:green}', '.d{margin:0}', '.e#id{color:black}']);
    expect(rulesOf(rest)).toEqual(['.late{color:red}', '.b{color:blue}', '.c{color:green}']);
  });

  test('a prefix from a template keeps the rules of every name it can complete', () => {
    const { first } = splitCss('.page--cream{color:red}.page--sky{color:blue}.other--sky{color:green}', ['page--*']);
    expect(rulesOf(first)).toEqual(['.page--cream{color:red}', '.page--sky{color:blue}']);
  });

  test('nothing is lost: every rule is in one part or both, each part in the bundle order', () => {
    const { first, rest } = splitCss(css, ['splash']);
    const flat = (text: string) => parseRules(text).flatMap((r) => (r.prelude.startsWith('@media') ? parseRules(r.body!).map((c) => `${r.prelude}${ruleText(c)}`) : [ruleText(r)]));
    const all = flat(css);
    const seen = new Set([...flat(first), ...flat(rest)]);
    expect(all.every((rule) => seen.has(rule))).toBe(true);
    const order = (part: string[]) => part.map((rule) => all.indexOf(rule));
    for (const part of [flat(first), flat(rest)]) expect(order(part)).toEqual([...order(part)].sort((a, b) => a - b));
  });

  test('a layer or container query is refused rather than split into another meaning', () => {
    expect(() => splitCss('@layer base{.a{color:red}}', [])).toThrow('@layer');
  });
});
