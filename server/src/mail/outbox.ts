/** A mail kept by the dev outbox. `code` is there so a developer (or an e2e test) can sign in. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** In-memory outbox for development: newest first, capped so it cannot grow without bound. */
export function createOutbox(cap = 200) {
  const mails: OutboxMail[] = [];
  return {
    add(mail: OutboxMail) {
      mails.unshift(mail);
      if (mails.length > cap) mails.length = cap;
    },
    list(to?: string): OutboxMail[] {
      const who = to?.trim().toLowerCase();
      return who ? mails.filter((m) => m.to === who) : [...mails];
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
