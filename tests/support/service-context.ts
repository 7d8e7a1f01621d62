import type { Db } from "../../db/client";
import { parseEnv } from "../../app/lib/settings.server";
import type { ServiceContext } from "../../app/services/service-context";

let clients = 0;

/**
 * What a route hands a use case, built from plain values: the test's database,
 * settings parsed from `env`, and a client address no other call has used, so
 * each call starts with fresh rate limits.
 */
export function freshServiceContext(db: Db, env: Record<string, string> = {}): ServiceContext {
  clients += 1;
  return {
    db,
    env: parseEnv(env),
    clientAddress: `10.${Math.floor(clients / 250) + 1}.${clients % 250}.1`,
    outbox: { queued: false, delivery: false },
  };
}
