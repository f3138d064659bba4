/**
 * Open sockets per client address on this instance, so one client cannot hold thousands of them (each
 * may send 20 messages a second, and sign-in attempts read the database), and what was refused, for
 * /metrics. A slot is taken before the upgrade and given back when the socket closes, or at once when
 * the request did not become a socket.
 */
export class ClientSockets {
  private readonly open = new Map<string, number>();
  /** Upgrades answered 429 (the address had its limit open), and sockets closed after too many failed sign-ins. */
  readonly refused = { perClient: 0, authFailures: 0 };

  /** Takes a slot for `client` unless it already has `limit` open. */
  take(client: string, limit: number): boolean {
    const count = this.open.get(client) ?? 0;
    if (count >= limit) {
      this.refused.perClient++;
      return false;
    }
    this.open.set(client, count + 1);
    return true;
  }

  release(client: string): void {
    const count = this.open.get(client) ?? 0;
    if (count <= 1) this.open.delete(client);
    else this.open.set(client, count - 1);
  }

  /** Sockets `client` has open here. */
  count(client: string): number {
    return this.open.get(client) ?? 0;
  }
}
