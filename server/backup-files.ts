// File copying shared by the backup and the restore: photo folders are
// copied file by file (a plain folder, so an operator can look inside, rsync
// it elsewhere or copy one picture back by hand; photos are already-compressed
// WebP and JPEG, so an archive would save nothing).
import { constants } from "node:fs";
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/** `shop-2026-11-27T08-00-00Z.db` → `shop-2026-11-27T08-00-00Z.images`: a snapshot's photos, beside it. */
export function photosFolderOf(snapshotFile: string): string {
  return snapshotFile.replace(/\.db$/, "") + ".images";
}

/**
 * Copies every file under `source` that `target` lacks, keeping the layout,
 * and returns how many it copied. A missing `source` is an empty
 * one. Files being written (`*.tmp`, see server/photos-node.ts) are skipped.
 * The copy is a copy-on-write clone where the file system has them (btrfs,
 * XFS, APFS), a plain copy elsewhere.
 */
export async function copyMissingFiles(source: string, target: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(source, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) {
      count += await copyMissingFiles(from, to);
    } else if (entry.isFile() && !entry.name.endsWith(".tmp")) {
      await mkdir(target, { recursive: true });
      try {
        await copyFile(from, to, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
        count += 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // EEXIST: copied by an earlier pass. ENOENT: deleted since the listing (no longer pointed at).
        if (code !== "EEXIST" && code !== "ENOENT") throw error;
      }
    }
  }
  return count;
}
