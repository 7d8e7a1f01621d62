import nodemailer from "nodemailer";
import type { EmailTransport } from "../app/services/email/email-transport";
import { messageIdHeader } from "../app/services/email/email-transport";

/**
 * SMTP delivery for the Node server (SMTP_URL, e.g.
 * smtps://user:password@smtp.example.com:465). nodemailer needs Node's
 * sockets, so only the Node entry imports this file: the Workers bundle never
 * contains it and uses the HTTP e-mail API instead (decision 0026).
 */
export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A stuck server fails the attempt (it is retried later) well within the sender's lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageIdHeader(email.messageId, email.from),
      });
    },
  };
}
