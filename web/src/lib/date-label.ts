const DAY_MS = 86_400_000;
/**
 * The months as the news shows them ('12 Mar'). Spelled out here rather than asked of Intl: building an
 * Intl.DateTimeFormat loads the locale's calendar data, 13-24 ms of the main thread on a page's first load
 * here (CPU profile of the signed-in town and `/mossbeard`), and the words are fixed English anyway.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * A short, friendly date for news: 'Today', 'Yesterday', '3 days ago' within a week, then '12 Mar'
 * (with the year when it is not this year). Calendar days in the viewer's time zone, not 24 h spans.
 */
export function dateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return `${days} days ago`;
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return date.getFullYear() === now.getFullYear() ? day : `${day} ${date.getFullYear()}`;
}
