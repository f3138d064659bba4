/**
 * A JSON Schema as a short, readable type, for the API reference: `{ id: integer, email: string | null }`
 * laid out one field a line, named schemas linked to their own entry. Returns HTML (text escaped).
 */
type Schema = Record<string, unknown>;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The anchor a named schema's entry has on the page. */
export const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const literal = (value: unknown) => `<span class="lit">${escapeHtml(JSON.stringify(value))}</span>`;
const note = (text: string) => ` <span class="note">${escapeHtml(text)}</span>`;

/** What a string or number schema narrows to: format, pattern, bounds. */
function constraints(s: Schema): string {
  const parts: string[] = [];
  if (typeof s.format === 'string') parts.push(s.format);
  else if (typeof s.pattern === 'string') parts.push(`/${s.pattern}/`);
  // zod's int() states the safe-integer range: true, but noise to a reader.
  const bound = (v: unknown) => (typeof v === 'number' && Math.abs(v) !== Number.MAX_SAFE_INTEGER ? v : undefined);
  const low = bound(s.minimum) ?? s.minLength;
  const high = bound(s.maximum) ?? s.maxLength;
  if (low !== undefined || high !== undefined) parts.push(`${low ?? ''}..${high ?? ''}`);
  return parts.length ? note(parts.join(', ')) : '';
}

function scalar(type: string, s: Schema): string {
  return `<span class="type">${escapeHtml(type)}</span>${type === 'string' || type === 'integer' || type === 'number' ? constraints(s) : ''}`;
}

/** Renders `schema` at nesting `depth` (two spaces a level). */
export function schemaText(schema: unknown, depth = 0): string {
  if (schema === true || schema === undefined || (typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0)) return '<span class="type">any</span>';
  if (typeof schema !== 'object' || schema === null) return '<span class="type">never</span>';
  const s = schema as Schema;
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    return `<a class="ref" href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if ('const' in s) return literal(s.const);
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ');
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return union.map((member) => schemaText(member, depth)).join(' | ');
  if (Array.isArray(s.allOf)) return s.allOf.map((member) => schemaText(member, depth)).join(' &amp; ');
  if (Array.isArray(s.type)) return s.type.map((t) => (t === 'null' ? '<span class="type">null</span>' : schemaText({ ...s, type: t }, depth))).join(' | ');
  if (s.type === 'array') {
    const item = schemaText(s.items, depth);
    const bounds = s.minItems !== undefined || s.maxItems !== undefined ? note(`${s.minItems ?? ''}..${s.maxItems ?? ''} items`) : '';
    return `${/[ {|]/.test(item.replace(/<[^>]+>/g, '')) ? `Array&lt;${item}&gt;` : `${item}[]`}${bounds}`;
  }
  if (s.type === 'object' || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    const lines = Object.entries(properties).map(([name, value]) => {
      const description = (value as Schema | undefined)?.description;
      const comment = typeof description === 'string' ? ` <span class="comment">// ${escapeHtml(description)}</span>` : '';
      return `${pad}<span class="key">${escapeHtml(name)}</span>${required.has(name) ? '' : '?'}: ${schemaText(value, depth + 1)}${comment}`;
    });
    const extra = s.additionalProperties;
    if (extra === true || (extra && typeof extra === 'object')) lines.push(`${pad}[key: string]: ${schemaText(extra, depth + 1)}`);
    if (lines.length === 0) return '<span class="type">object</span>';
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  if (typeof s.type === 'string') return scalar(s.type, s);
  return '<span class="type">any</span>';
}
