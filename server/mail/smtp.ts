import nodemailer from 'nodemailer';

export interface MailTransport {
  deliver(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** Timeouts stay well under the delivery lease so a hung server cannot make two instances send one mail. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transporter.close();
    },
  };
}
