/**
 * The app's stylesheet in two parts (issue 18): what the HTML's own first screens can use, which the
 * page waits for before its first paint, and the rest (every page, menu and dialog the app draws), which
 * downloads beside the app's script and is in before the app's first render (web/src/lib/late-styles.ts).
 * The bundler writes one stylesheet of every rule (133 KB), all of it render-blocking: on Lighthouse's
 * simulated phone the first paint waited some 150-200 ms for rules no first screen uses.
 *
 * A rule is in the first part when it may match something a first screen draws: every class its
 * selector needs (outside `:not()`, `:is()`, `:has()`, `:where()`) is one the first screens' markup
 * uses. The second part comes after the first, which would change the cascade between a second-part
 * rule and a first-part one it came before, were they to set the same property on the same element at
 * the same specificity; such a first-part rule is written again in the second part, in its place.
 * Nothing is dropped: every rule of the bundle is in one part or both, each part in the bundle's order.
 */

/** A top-level rule: a style rule or at-rule (`prelude{body}`), or a statement such as `@import ...;`. */
export interface CssRule {
  prelude: string;
  /** The declarations of a style rule, the rules inside a grouping at-rule; null for a statement. */
  body: string | null;
}

/** `css` (minified, no nesting) as its top-level rules, in order. */
export function parseRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        rules.push({ prelude: withoutComments(css.slice(start, open)), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      const statement = withoutComments(css.slice(start, i));
      if (statement) rules.push({ prelude: statement, body: null });
      start = i + 1;
    }
  }
  if (depth !== 0 || quote) throw new Error('the stylesheet has an unclosed block or string');
  if (withoutComments(css.slice(start))) throw new Error(`the stylesheet ends in the middle of a rule: ${css.slice(start, start + 80)}`);
  return rules;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').trim();

export function ruleText(rule: CssRule): string {
  return rule.body === null ? `${rule.prelude};` : `${rule.prelude}{${rule.body}}`;
}

/** At-rules whose body holds rules, which are split in their turn. */
const GROUPING = /^@(media|supports)\b/;
/** Ones whose split would change what they mean (a layer's order is where its name first appears). */
const UNSPLIT = /^@(layer|container|scope|starting-style)\b/;

/** Splits `text` at `separator`s outside parentheses, brackets and strings. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `selector` without what is inside parentheses and attribute brackets (their classes are not required). */
function topLevel(selector: string): string {
  let out = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') {
      if (depth === 0) out += c;
      depth++;
    } else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) out += c;
    } else if (depth === 0) out += c;
  }
  return out;
}

const CLASS = /\.((?:\\.|[\w-])+)/g;

/** The classes an element must have (or its ancestors) for `selector` to match. */
export function requiredClasses(selector: string): string[] {
  return [...topLevel(selector).matchAll(CLASS)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

/** [ids, classes/attributes/pseudo-classes, types/pseudo-elements], or null where this cannot tell. */
export function specificity(selector: string): [number, number, number] | null {
  if (/:(is|not|has|where|nth-child|nth-last-child)\(/.test(selector)) return null;
  const top = topLevel(selector).replace(/\(\)/g, '');
  const ids = (top.match(/#[\w-]+/g) ?? []).length;
  const classes = (top.match(/\.[\w-]+|\[\]|(?<!:):(?!:)[\w-]+/g) ?? []).length;
  const pseudoElements = (top.match(/::[\w-]+/g) ?? []).length;
  const types = (top.replace(/\.[\w-]+|#[\w-]+|::?[\w-]+|\[\]/g, ' ').match(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g) ?? []).length;
  return [ids, classes, types + pseudoElements];
}

/** Properties that set or reset the same thing share a family: `margin-top` and `margin`, `top` and `inset`. */
const FAMILY_OF: Record<string, string> = {
  top: 'inset', right: 'inset', bottom: 'inset', left: 'inset', inset: 'inset',
  gap: 'gap', row: 'gap', column: 'gap',
  place: 'align', align: 'align', justify: 'align',
  font: 'font', line: 'font',
};

/** The property families a style rule's declarations set; `all` stands for every one. */
export function propertyFamilies(body: string): Set<string> {
  const families = new Set<string>();
  for (const declaration of splitTop(body, ';')) {
    const name = declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase();
    if (!name) continue;
    if (name.startsWith('--')) {
      families.add(name);
      continue;
    }
    const head = name.replace(/^-(webkit|moz|ms)-/, '').split('-')[0]!;
    families.add(FAMILY_OF[head] ?? head);
  }
  return families;
}

interface Flat {
  /** The grouping at-rule it sits in ('' at the top level). */
  group: string;
  rule: CssRule;
  /** Each selector's specificity (null: cannot tell). */
  specificities: Array<[number, number, number] | null>;
  families: Set<string>;
  /** Whether it is in the first part. */
  first: boolean;
  /** A first-part rule written again in the second part. */
  again: boolean;
}

/** Whether `name` is one of `used` or starts with one of `prefixes`. */
function uses(used: ReadonlySet<string>, prefixes: readonly string[], name: string): boolean {
  return used.has(name) || prefixes.some((p) => name.startsWith(p));
}

/** Whether the two could set the same property on one element at the same specificity (their order decides then). */
function mayConflict(a: Flat, b: Flat): boolean {
  if (a.families.has('all') || b.families.has('all')) return true;
  if (![...a.families].some((f) => b.families.has(f))) return false;
  return a.specificities.some((sa) => b.specificities.some((sb) => !sa || !sb || (sa[0] === sb[0] && sa[1] === sb[1] && sa[2] === sb[2])));
}

export interface SplitCss {
  first: string;
  rest: string;
}

/**
 * `css` in two: the rules that may match markup using `classes` (a name ending in '*' is a prefix: the
 * markup makes the rest of the name at run time), with every at-rule that is not a grouping one
 * (`@keyframes`, `@font-face`, ...), and the others, which the page puts after them.
 * The order the cascade sees stays the bundle's: a first-part rule that came after a second-part rule
 * it may conflict with is written again in the second part, in its place, and so is one that came after
 * such a copy and may conflict with it. A copy repeats what its first-part rule already set.
 */
export function splitCss(css: string, classes: Iterable<string>): SplitCss {
  const used = new Set<string>();
  const prefixes: string[] = [];
  for (const name of classes) {
    if (name.endsWith('*')) prefixes.push(name.slice(0, -1));
    else used.add(name);
  }

  const flat: Flat[] = [];
  const walk = (rules: CssRule[], group: string) => {
    for (const rule of rules) {
      if (rule.body !== null && GROUPING.test(rule.prelude)) {
        if (group) throw new Error(`a grouping rule inside another is not split: ${rule.prelude}`);
        walk(parseRules(rule.body), rule.prelude);
        continue;
      }
      if (UNSPLIT.test(rule.prelude)) throw new Error(`the stylesheet split does not know how to split ${rule.prelude}`);
      const style = rule.body !== null && !rule.prelude.startsWith('@');
      const selectors = style ? splitTop(rule.prelude, ',') : [];
      const first = !style || selectors.some((s) => requiredClasses(s).every((name) => uses(used, prefixes, name)));
      flat.push({ group, rule, specificities: selectors.map(specificity), families: style ? propertyFamilies(rule.body!) : new Set(), first, again: false });
    }
  };
  walk(parseRules(css), '');

  // One pass is enough: whether a rule is copied depends only on the rules before it.
  for (let j = 0; j < flat.length; j++) {
    const rule = flat[j]!;
    if (!rule.first || rule.families.size === 0) continue;
    for (let i = 0; i < j && !rule.again; i++) {
      const earlier = flat[i]!;
      if ((!earlier.first || earlier.again) && mayConflict(earlier, rule)) rule.again = true;
    }
  }

  const emit = (part: Flat[]) => {
    let out = '';
    for (let i = 0; i < part.length; ) {
      const group = part[i]!.group;
      let inner = '';
      for (; i < part.length && part[i]!.group === group; i++) inner += ruleText(part[i]!.rule);
      out += group ? `${group}{${inner}}` : inner;
    }
    return out;
  };
  return { first: emit(flat.filter((f) => f.first)), rest: emit(flat.filter((f) => !f.first || f.again)) };
}

/**
 * The class names in `markup`'s `class="..."` attributes. In a template's source a name the template
 * completes (`page--${background}`) is kept as a prefix, `page--*`; a name it makes whole is not known
 * and throws, as it could be any class.
 */
export function markupClasses(markup: string): Set<string> {
  const names = new Set<string>();
  for (const m of markup.matchAll(/class="([^"]*)"/g)) {
    for (const token of m[1]!.split(/\s+/)) {
      if (!token) continue;
      const cut = token.indexOf('${');
      if (cut === 0) throw new Error(`a class made whole at run time cannot be told: class="${m[1]}"`);
      names.add(cut > 0 ? `${token.slice(0, cut)}*` : token);
    }
  }
  return names;
}
