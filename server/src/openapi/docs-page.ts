/**
 * GET /api/docs: the API reference as one server-rendered page drawn from the OpenAPI document. Grouped
 * by tag, with a side index, each operation a <details> (method, path, summary, who may call, parameters,
 * request body, responses); schemas shown as short types. No inline style or script: it works under the
 * app's CSP, its stylesheet and small filter script are served beside it (docs.css, docs.js).
 */
import { readFileSync } from 'node:fs';
import type { ApiDocument } from './document.ts';
import { escapeHtml, schemaAnchor, schemaText } from './schema-text.ts';

/** The page's stylesheet and script, read once: plain files beside this one. */
export const DOCS_ASSETS = {
  css: readFileSync(new URL('./docs.css', import.meta.url), 'utf8'),
  js: readFileSync(new URL('./docs.js', import.meta.url), 'utf8'),
};

type Obj = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Obj;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Text with `code` spans, escaped. */
const prose = (text: unknown) => escapeHtml(String(text ?? '')).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchorOf = (method: string, path: string) => `op-${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const SCHEME_LABELS: Record<string, string> = { session: 'session token', admin: 'admin token', metrics: 'metrics token', magic: 'Magic DID token' };

/** Who may call, in words: `[]` public; `{}` among the options makes the credential optional. */
function access(security: unknown): { label: string; kind: string } {
  const options = Array.isArray(security) ? (security as Obj[]) : [];
  const schemes = options.flatMap((o) => Object.keys(o));
  if (schemes.length === 0) return { label: 'public', kind: 'public' };
  const named = schemes.map((s) => SCHEME_LABELS[s] ?? s).join(' or ');
  return options.some((o) => Object.keys(o).length === 0) ? { label: `${named} optional`, kind: 'optional' } : { label: named, kind: schemes[0]! };
}

function parameters(op: Obj): string {
  const list = (op.parameters as Obj[] | undefined) ?? [];
  if (list.length === 0) return '';
  const rows = list
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code>${p.required ? '' : '<span class="optional">optional</span>'}</td><td>${escapeHtml(String(p.in))}</td><td><code class="schema">${schemaText(p.schema)}</code>${p.description ? `<div class="pdesc">${prose(p.description)}</div>` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="table"><table><thead><tr><th>name</th><th>in</th><th>type</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** A body's schema; a named one is shown opened one level, so each route reads on its own. */
function content(media: unknown, schemas: Obj): string {
  return Object.entries((media as Obj | undefined) ?? {})
    .map(([type, entry]) => {
      const schema = (entry as Obj).schema as Obj | undefined;
      if (type !== 'application/json') return `<p class="media">${escapeHtml(type)}</p>`;
      if (schema?.$ref === '#/components/schemas/Error') return '<p class="media"><code>{ error: string }</code></p>';
      const named = typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop()! : null;
      if (named && schemas[named]) return `<p class="media">${schemaText(schema)}:</p><pre class="schema">${schemaText(schemas[named])}</pre>`;
      return `<pre class="schema">${schemaText(schema)}</pre>`;
    })
    .join('');
}

function requestBody(op: Obj, schemas: Obj): string {
  const body = op.requestBody as Obj | undefined;
  return body ? `<h4>Request body</h4>${content(body.content, schemas)}` : '';
}

function responses(op: Obj, schemas: Obj): string {
  const items = Object.entries((op.responses as Obj | undefined) ?? {}).map(([status, value]) => {
    const r = value as Obj;
    return `<li><span class="status s${status[0]}">${escapeHtml(status)}</span><div class="rbody"><p>${prose(r.description)}</p>${content(r.content, schemas)}</div></li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('')}</ul>`;
}

function operation({ method, path, op }: Operation, schemas: Obj): string {
  const who = access(op.security);
  const search = `${method} ${path} ${op.summary ?? ''}`.toLowerCase();
  return `<details class="op" id="${anchorOf(method, path)}" data-search="${escapeHtml(search)}">
<summary><span class="m ${method}">${method.toUpperCase()}</span><code class="path">${escapeHtml(path)}</code><span class="sum">${prose(op.summary)}</span><span class="who ${who.kind}">${escapeHtml(who.label)}</span></summary>
<div class="body">${op.description ? `<p>${prose(op.description)}</p>` : ''}<p class="auth"><b>Who may call:</b> ${escapeHtml(who.label)}</p>${parameters(op)}${requestBody(op, schemas)}${responses(op, schemas)}</div>
</details>`;
}

// The town's sapphire, drawn for this page: an inked gem with a warm highlight.
const GEM = `<svg class="gem" viewBox="0 0 64 64" aria-hidden="true"><path d="M14 22 24 10h16l10 12-18 32z" fill="#2d5bd3" stroke="#3a2a1e" stroke-width="4" stroke-linejoin="round"/><path d="M14 22h36M24 10l-2 12 10 32 10-32-2-12" fill="none" stroke="#3a2a1e" stroke-width="3" stroke-linejoin="round"/><path d="M25 14 23 20h7z" fill="#cfe0ff"/></svg>`;

/** The whole page for `doc`. */
export function renderDocsPage(doc: ApiDocument): string {
  const ops: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = (item as Obj)[method] as Obj | undefined;
      return op ? [{ method, path, op }] : [];
    }),
  );
  const named = (doc.components.schemas ?? {}) as Obj;
  const tags = (doc.tags ?? []).filter((t) => ops.some((o) => (o.op.tags as string[] | undefined)?.[0] === t.name));
  const byTag = (name: string) => ops.filter((o) => (o.op.tags as string[] | undefined)?.[0] === name);
  const index = tags
    .map((t) => {
      const links = byTag(t.name).map((o) => `<li><a href="#${anchorOf(o.method, o.path)}"><span class="m ${o.method}">${o.method.toUpperCase()}</span> ${escapeHtml(o.path)}</a></li>`);
      return `<li><a class="tag-link" href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a><ul class="ops">${links.join('')}</ul></li>`;
    })
    .join('');
  const sections = tags
    .map((t) => `<section class="tag" id="tag-${escapeHtml(t.name)}"><h2>${escapeHtml(t.name)}</h2><p class="tagdesc">${prose(t.description)}</p>${byTag(t.name).map((o) => operation(o, named)).join('\n')}</section>`)
    .join('\n');
  const schemes = Object.entries((doc.components.securitySchemes ?? {}) as Record<string, Obj>)
    .map(([name, s]) => `<dt>${escapeHtml(SCHEME_LABELS[name] ?? name)}</dt><dd>${prose(s.description)}. Sent as <code>Authorization: Bearer &lt;${escapeHtml(name)} token&gt;</code>.</dd>`)
    .join('');
  const schemas = Object.entries(named)
    .map(([name, s]) => `<div class="schema-entry" id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3>${(s as Obj).description ? `<p>${prose((s as Obj).description)}</p>` : ''}<pre class="schema">${schemaText(s)}</pre></div>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}: reference</title>
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(GEM.replace('class="gem" ', 'xmlns="http://www.w3.org/2000/svg" '))}">
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/docs.js" defer></script>
</head>
<body>
<header class="top"><a class="brand" href="#top">${GEM}<span>${escapeHtml(doc.info.title)}</span></a><span class="version">OpenAPI ${escapeHtml(doc.openapi)} · v${escapeHtml(doc.info.version)}</span><a class="raw" href="/api/openapi.json">openapi.json</a></header>
<div class="layout" id="top">
<nav class="index" aria-label="Contents"><label class="filter" hidden>Filter <input type="search" id="filter" placeholder="path, method or words" autocomplete="off"></label><ul>${index}<li><a class="tag-link" href="#schemas">Schemas</a></li></ul></nav>
<main>
<section class="intro"><h1>${escapeHtml(doc.info.title)}</h1><p>${prose(doc.info.description)}</p><h2>Credentials</h2><dl>${schemes}</dl><p class="count">${ops.length} routes in ${tags.length} groups. <span class="toggles" hidden><button type="button" id="open-all">Open all</button> <button type="button" id="close-all">Close all</button></span></p></section>
${sections}
<section class="tag" id="schemas"><h2>Schemas</h2><p class="tagdesc">The named shapes the routes answer with.</p>${schemas}</section>
<p class="empty" id="no-match" hidden>No route matches.</p>
</main>
</div>
</body>
</html>
`;
}
