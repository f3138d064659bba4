import { SITE_TITLE } from '../../../domain/routes.ts';
import type { Mail } from './mailer.ts';

/** The one-time sign-in code mail. */
export function signInCodeMail(to: string, code: string): Mail {
  return {
    to,
    // Not in the subject: subjects show on lock screens and in mail logs.
    subject: `Your ${SITE_TITLE} sign-in code`,
    text: [
      `Your ${SITE_TITLE} sign-in code is ${code}.`,
      '',
      'It works once, for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
    code,
  };
}
