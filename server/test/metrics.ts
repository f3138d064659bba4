/** Reads one sample from Prometheus' text format: `sample(text, 'http_requests_total{method="GET"}')`. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every sample line of a metric, labels included, for checks over all its series. */
export function seriesOf(text: string, name: string): string[] {
  return text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
}
