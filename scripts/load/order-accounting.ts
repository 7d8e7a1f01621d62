// After a load run: the orders the shoppers believe they placed against the
// rows in the database (read once the server has stopped).
import { createClient } from "@libsql/client";
import type { PlacedOrder } from "./shopper-session";

export type OrderAccounting = {
  believed: number;
  rows: number;
  lost: number;
  doubled: number;
  wrongTotal: number;
  /** Rows for submits whose answer never arrived (timeouts): neither lost nor doubled. */
  unconfirmedRows: number;
  /** Rows nobody submitted, or order lines without their order. */
  unexplained: number;
};

export async function accountOrders(databaseUrl: string, confirmed: readonly PlacedOrder[], uncertain: readonly PlacedOrder[]): Promise<OrderAccounting> {
  const client = createClient({ url: databaseUrl });
  try {
    const rows = (await client.execute("select public_id, idempotency_key, total_cents from orders")).rows.map((row) => ({
      publicId: String(row.public_id),
      key: String(row.idempotency_key),
      totalCents: Number(row.total_cents),
    }));
    const orphanLines = Number(
      (await client.execute("select count(*) as n from order_items where order_id not in (select id from orders)")).rows[0]?.n ?? 0,
    );
    const byKey = new Map<string, typeof rows>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);

    let lost = 0;
    let doubled = 0;
    let wrongTotal = 0;
    for (const order of confirmed) {
      const found = byKey.get(order.idempotencyKey) ?? [];
      if (found.length === 0 || !found.some((row) => row.publicId === order.publicId)) lost += 1;
      if (found.length > 1) doubled += 1;
      if (found.some((row) => row.totalCents !== order.expectedTotalCents)) wrongTotal += 1;
    }
    const confirmedKeys = new Set(confirmed.map((order) => order.idempotencyKey));
    const uncertainKeys = new Set(uncertain.map((order) => order.idempotencyKey));
    const unconfirmedRows = rows.filter((row) => uncertainKeys.has(row.key) && !confirmedKeys.has(row.key)).length;
    const unexplained = rows.filter((row) => !confirmedKeys.has(row.key) && !uncertainKeys.has(row.key)).length + orphanLines;
    return { believed: confirmed.length, rows: rows.length, lost, doubled, wrongTotal, unconfirmedRows, unexplained };
  } finally {
    client.close();
  }
}
