CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fragrance_id` integer NOT NULL,
	`size` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_alerts_size_check" CHECK("stock_alerts"."size" in ('10ml', '2ml')),
	CONSTRAINT "stock_alerts_email_check" CHECK(length("stock_alerts"."email") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_email_size_unique` ON `stock_alerts` (`fragrance_id`,`size`,`email`);--> statement-breakpoint
CREATE INDEX `stock_alerts_waiting_idx` ON `stock_alerts` (`fragrance_id`,`size`,`notified_at`);--> statement-breakpoint
CREATE TABLE `stock_levels` (
	`fragrance_id` integer NOT NULL,
	`size` text NOT NULL,
	`on_hand` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`fragrance_id`, `size`),
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_levels_on_hand_check" CHECK("stock_levels"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE INDEX `stock_levels_size_on_hand_idx` ON `stock_levels` (`size`,`on_hand`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fragrance_id` integer NOT NULL,
	`size` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`key` text,
	`order_id` integer,
	`note` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "stock_movements_size_check" CHECK("stock_movements"."size" in ('10ml', '2ml')),
	CONSTRAINT "stock_movements_delta_check" CHECK("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_reason_check" CHECK("stock_movements"."reason" in ('received', 'counted', 'damaged', 'sold', 'returned', 'cancelled')),
	CONSTRAINT "stock_movements_note_check" CHECK("stock_movements"."note" is null or length("stock_movements"."note") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_movements_key_unique` ON `stock_movements` (`key`);--> statement-breakpoint
CREATE INDEX `stock_movements_fragrance_idx` ON `stock_movements` (`fragrance_id`,`size`,`id`);--> statement-breakpoint
CREATE INDEX `stock_movements_order_idx` ON `stock_movements` (`order_id`);--> statement-breakpoint
CREATE INDEX `stock_movements_created_idx` ON `stock_movements` (`created_at`);--> statement-breakpoint
DROP INDEX `cart_items_cart_fragrance_unique`;--> statement-breakpoint
ALTER TABLE `cart_items` ADD `size` text DEFAULT '10ml' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_cart_fragrance_size_unique` ON `cart_items` (`cart_id`,`fragrance_id`,`size`);--> statement-breakpoint
ALTER TABLE `fragrances` ADD `sample_price_cents` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE `fragrances` ADD `samples_offered` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `size` text DEFAULT '10ml' NOT NULL;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not know triggers; decision 0050). What is on hand is
-- derived from the ledger by the database: every movement adds its delta to stock_levels, whose
-- CHECK (on_hand >= 0) then refuses a sale of what is not on the shelf, failing the order's batch.
-- Never insert into stock_movements with OR IGNORE / OR REPLACE: the outer statement's conflict
-- policy would override this trigger's and let the CHECK be skipped.
CREATE TRIGGER `stock_movements_apply` AFTER INSERT ON `stock_movements`
BEGIN
  INSERT OR IGNORE INTO `stock_levels` (`fragrance_id`, `size`, `on_hand`) VALUES (new.`fragrance_id`, new.`size`, 0);
  UPDATE `stock_levels` SET `on_hand` = `on_hand` + new.`delta` WHERE `fragrance_id` = new.`fragrance_id` AND `size` = new.`size`;
END;--> statement-breakpoint
-- A change of on_hand that changes what a page shows ("Only N left" at 5 or fewer, "Sold out" at 0)
-- moves the catalogue version on, which retires every cached page (decision 0025); a sale that
-- leaves more than 5 on both sides of it changes nothing shown and keeps the cache.
-- 5 is LOW_STOCK_THRESHOLD in app/lib/stock.ts (tests/integration/stock-ledger.test.ts checks both).
CREATE TRIGGER `stock_levels_shown_change` AFTER UPDATE OF `on_hand` ON `stock_levels`
WHEN old.`on_hand` <> new.`on_hand` AND (old.`on_hand` <= 5 OR new.`on_hand` <= 5)
BEGIN
  INSERT OR IGNORE INTO `app_meta` (`key`, `value`) VALUES ('catalogue_version', '0');
  UPDATE `app_meta` SET `value` = cast(cast(`value` as integer) + 1 as text) WHERE `key` = 'catalogue_version';
END;--> statement-breakpoint
-- A shop that had no stock records starts every size of every fragrance at 10,000, as the seed does.
INSERT INTO `stock_movements` (`fragrance_id`, `size`, `delta`, `reason`, `note`) SELECT `id`, '10ml', 10000, 'counted', 'Opening stock' FROM `fragrances`;--> statement-breakpoint
INSERT INTO `stock_movements` (`fragrance_id`, `size`, `delta`, `reason`, `note`) SELECT `id`, '2ml', 10000, 'counted', 'Opening stock' FROM `fragrances`;
