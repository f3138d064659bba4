/**
 * A process a test started, its output read line by line (a server's JSON log, or a helper's plain lines)
 * and kept, for what the test waits on and for a failure's message.
 */
import type { Subprocess } from 'bun';

export class Instance {
  readonly lines: string[] = [];
  private waiters: Array<() => void> = [];
  private ended = false;

  constructor(
    readonly name: string,
    readonly proc: Subprocess<'ignore', 'pipe', 'pipe'>,
  ) {
    void this.read(proc.stdout);
    void this.read(proc.stderr);
  }

  /** Resolves with the first log line that satisfies `match`; rejects when the process ends first. */
  async logged(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    const line = await this.printed((text) => text.startsWith('{') && match(JSON.parse(text) as Record<string, unknown>));
    return JSON.parse(line) as Record<string, unknown>;
  }

  /** Resolves with the first line printed (stdout or stderr) that satisfies `match`; rejects when the process ends first. */
  async printed(match: (line: string) => boolean): Promise<string> {
    for (;;) {
      const found = this.lines.find(match);
      if (found !== undefined) return found;
      if (this.ended) throw new Error(`${this.name} ended before the expected line:\n${this.lines.join('\n')}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  alive(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null;
  }

  private async read(stream: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of stream) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        this.lines.push(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
      for (const wake of this.waiters.splice(0)) wake();
    }
    this.ended = true;
    for (const wake of this.waiters.splice(0)) wake();
  }
}
