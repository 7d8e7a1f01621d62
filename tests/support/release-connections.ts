// libsql-js keeps a closed connection's file lock until its prepared
// statements are garbage-collected (close() leaves a "zombie" connection, as
// sqlite3_close_v2 does), so within one process a database "closed" a moment
// ago still counts as open to SQLite's locks. Servers and `npm run restore`
// are separate processes, where this never matters; a test that plays both
// parts in one process collects the garbage first.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Lets go of every libSQL connection this process has closed. */
export async function releaseClosedConnections() {
  for (let round = 0; round < 2; round++) {
    gc();
    // Native finalizers run on a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
