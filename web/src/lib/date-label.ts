const DAY_MS = 86_400_000;
const sameYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const otherYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}
