import type { Db } from "../../../db/client";
import type { AppEnv } from "~/lib/settings.server";
import { deliverOutbox } from "./deliver-outbox.server";
import { emailFromAddress, type EmailTransport, type SmtpTransportFactory } from "./email-transport";
import { httpEmailTransport } from "./http-email-transport.server";

export type OutboxSender = {
  /** False when no transport is configured: e-mails stay in the outbox (the admin panel shows them). */
  configured: boolean;
  /**
   * Delivers what is due. Never rejects: a failure is recorded on the row or
   * logged, and the next run tries again. Calls while a run is going join it
   * and start one more run after it, so nothing queued meanwhile waits for the sweep.
   */
  deliver: () => Promise<void>;
};

/** The sender a runtime runs after requests that queued e-mail and on its periodic sweep. */
export function createOutboxSender({ db, env, smtp }: { db: Db; env: AppEnv; smtp?: SmtpTransportFactory }): OutboxSender {
  const transport = emailTransportFromEnv(env, { smtp });
  if (!transport) return { configured: false, deliver: async () => {} };
  const from = emailFromAddress(env);
  let running: Promise<void> | null = null;
  let again = false;

  async function runUntilQuiet() {
    do {
      again = false;
      try {
        await deliverOutbox({ db, transport: transport!, from });
      } catch (error) {
        // The database was unreachable or busy; the rows are untouched or their lease runs out.
        console.error("e-mail delivery run failed", error);
      }
    } while (again);
  }

  return {
    configured: true,
    deliver() {
      if (running) {
        again = true;
        return running;
      }
      running = runUntilQuiet().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** SMTP_URL (where SMTP is available), else EMAIL_API_URL, else none. */
export function emailTransportFromEnv(env: Pick<AppEnv, "email">, { smtp }: { smtp?: SmtpTransportFactory } = {}): EmailTransport | null {
  const { smtpUrl, apiUrl, apiKey } = env.email;
  if (smtpUrl && smtp) return smtp(smtpUrl);
  if (apiUrl) return httpEmailTransport({ url: apiUrl, apiKey });
  return null;
}
