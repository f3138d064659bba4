/** If-None-Match may list several tags, or `*`: true when any of them is `etag`. */
export function matches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag);
}
