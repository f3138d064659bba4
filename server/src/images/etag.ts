/**
 * If-None-Match may list several tags, or `*`: true when any of them is `etag`. The comparison is the
 * weak one RFC 9110 asks of If-None-Match: `W/"x"` and `"x"` match, so a cache or proxy that weakened
 * our tag (some do when they recompress) still gets its 304.
 */
export function matches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = opaque(etag);
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag.trim()) === ours);
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
