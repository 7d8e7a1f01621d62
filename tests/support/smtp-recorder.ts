// A real SMTP server on a random loopback port for the e-mail tests: it
// accepts every message (or refuses the next few with a temporary error, as a
// busy mail server does) and keeps each accepted one, parsed.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { countWaiter } from "./count-waiter";

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

export async function startSmtpRecorder() {
  const received: ReceivedMail[] = [];
  const accepted = countWaiter(() => received.length);
  let refusals = 0;

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
          accepted.arrived();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` messages are refused with 451 (and not kept). */
    refuseNext(count: number) {
      refusals = count;
    },
    /** Resolves once `count` messages in all have been accepted. */
    waitForCount: accepted.waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpRecorder = Awaited<ReturnType<typeof startSmtpRecorder>>;
