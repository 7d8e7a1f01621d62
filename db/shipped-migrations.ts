// The migrations this build ships, as drizzle-kit lists them: bundled into
// both builds (a Worker has no migrations folder to read), so /readyz can
// compare them with what the database has applied.
import journal from "../migrations/meta/_journal.json";

export const SHIPPED_MIGRATIONS: readonly { tag: string; when: number }[] = journal.entries.map(({ tag, when }) => ({ tag, when }));
