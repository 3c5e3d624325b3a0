import type { MailLog } from './mailer';

/** The mailer exists before the app whose logger it should use, so it writes here until the app attaches. */
export function lateLogger(): MailLog & { attach(target: MailLog): void } {
  let target: MailLog = {
    info: (obj, msg) => console.log(msg ?? '', obj),
    warn: (obj, msg) => console.warn(msg ?? '', obj),
    error: (obj, msg) => console.error(msg ?? '', obj),
  };
  return {
    info: (obj, msg) => target.info(obj, msg),
    warn: (obj, msg) => target.warn(obj, msg),
    error: (obj, msg) => target.error(obj, msg),
    attach(next) {
      target = next;
    },
  };
}
