import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";

// The audit trail, read-only: admin writes add rows (admin-*.server.ts), this
// lists them for the Activity view. A deleted admin's rows keep a null user.

/** Newest first, with the acting admin's e-mail (null once that account is gone). */
export async function listAuditLog({ db, page, pageSize }: { db: Db; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        userEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditLog).get(),
  ]);
  return { entries: rows, total: total?.value ?? 0 };
}
