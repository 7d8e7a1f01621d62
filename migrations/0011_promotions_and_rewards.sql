CREATE TABLE `promotion_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`shipping_discount_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "promotion_redemptions_amounts_check" CHECK("promotion_redemptions"."discount_cents" >= 0 and "promotion_redemptions"."shipping_discount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_redemptions_order_unique` ON `promotion_redemptions` (`order_id`);--> statement-breakpoint
CREATE INDEX `promotion_redemptions_email_idx` ON `promotion_redemptions` (`promotion_id`,`email`);--> statement-breakpoint
CREATE INDEX `promotion_redemptions_user_idx` ON `promotion_redemptions` (`promotion_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`minimum_subtotal_cents` integer,
	`starts_at` integer,
	`ends_at` integer,
	`total_use_limit` integer,
	`per_customer_limit` integer,
	`first_order_only` integer DEFAULT false NOT NULL,
	`fragrance_ids` text DEFAULT '[]' NOT NULL,
	`genders` text DEFAULT '[]' NOT NULL,
	`sizes` text DEFAULT '[]' NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "promotions_code_check" CHECK("promotions"."code" = upper("promotions"."code") and length("promotions"."code") between 3 and 32),
	CONSTRAINT "promotions_kind_check" CHECK("promotions"."kind" in ('percent', 'fixed', 'free-shipping')),
	CONSTRAINT "promotions_value_check" CHECK(("promotions"."kind" = 'percent' and "promotions"."value" between 1 and 100) or ("promotions"."kind" = 'fixed' and "promotions"."value" >= 1) or ("promotions"."kind" = 'free-shipping' and "promotions"."value" = 0)),
	CONSTRAINT "promotions_minimum_check" CHECK("promotions"."minimum_subtotal_cents" is null or "promotions"."minimum_subtotal_cents" >= 1),
	CONSTRAINT "promotions_dates_check" CHECK("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_limits_check" CHECK(("promotions"."total_use_limit" is null or "promotions"."total_use_limit" >= 1) and ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" >= 1)),
	CONSTRAINT "promotions_uses_check" CHECK("promotions"."uses" >= 0 and ("promotions"."total_use_limit" is null or "promotions"."uses" <= "promotions"."total_use_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_unique` ON `promotions` (`code`);--> statement-breakpoint
CREATE TABLE `reward_balances` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reward_balances_points_check" CHECK("reward_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE INDEX `reward_balances_points_idx` ON `reward_balances` (`points`);--> statement-breakpoint
CREATE TABLE `reward_members` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`joined_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reward_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`kind` text NOT NULL,
	`key` text,
	`order_id` integer,
	`note` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reward_points_delta_check" CHECK("reward_points"."delta" <> 0),
	CONSTRAINT "reward_points_kind_check" CHECK("reward_points"."kind" in ('earned', 'spent', 'reversed', 'adjusted')),
	CONSTRAINT "reward_points_note_check" CHECK("reward_points"."note" is null or length("reward_points"."note") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reward_points_key_unique` ON `reward_points` (`key`);--> statement-breakpoint
CREATE INDEX `reward_points_user_idx` ON `reward_points` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `reward_points_order_idx` ON `reward_points` (`order_id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `points_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `points_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not know triggers; decisions 0051 and 0052).
-- A code's uses are derived by the database: every redemption in force (released_at null) counts in
-- promotions.uses, whose CHECK (uses <= total_use_limit) then refuses a use past the limit, failing
-- the order's batch. Never insert into promotion_redemptions or reward_points with OR IGNORE / OR
-- REPLACE: the outer statement's conflict policy would override these triggers' and skip the CHECKs.
CREATE TRIGGER `promotion_redemptions_count` AFTER INSERT ON `promotion_redemptions`
WHEN new.`released_at` IS NULL
BEGIN
  UPDATE `promotions` SET `uses` = `uses` + 1 WHERE `id` = new.`promotion_id`;
END;--> statement-breakpoint
CREATE TRIGGER `promotion_redemptions_release` AFTER UPDATE OF `released_at` ON `promotion_redemptions`
WHEN (old.`released_at` IS NULL) <> (new.`released_at` IS NULL)
BEGIN
  UPDATE `promotions` SET `uses` = `uses` + CASE WHEN new.`released_at` IS NULL THEN 1 ELSE -1 END WHERE `id` = new.`promotion_id`;
END;--> statement-breakpoint
CREATE TRIGGER `promotion_redemptions_uncount` AFTER DELETE ON `promotion_redemptions`
WHEN old.`released_at` IS NULL
BEGIN
  UPDATE `promotions` SET `uses` = `uses` - 1 WHERE `id` = old.`promotion_id`;
END;--> statement-breakpoint
-- Points: every ledger row adds its delta to the member's balance, whose CHECK (points >= 0) refuses
-- a spend of points the member does not have, failing the order's batch.
CREATE TRIGGER `reward_points_apply` AFTER INSERT ON `reward_points`
BEGIN
  INSERT OR IGNORE INTO `reward_balances` (`user_id`, `points`) VALUES (new.`user_id`, 0);
  UPDATE `reward_balances` SET `points` = `points` + new.`delta` WHERE `user_id` = new.`user_id`;
END;--> statement-breakpoint
-- The ledger is appended to, never rewritten.
CREATE TRIGGER `reward_points_no_update` BEFORE UPDATE ON `reward_points`
BEGIN
  SELECT RAISE(ABORT, 'reward_points rows are never changed');
END;--> statement-breakpoint
-- WELCOME10 (and any other code of the old table) becomes a promotion with its rules unchanged:
-- 10% off, once per e-mail, and, as the newsletter's e-mail always said, for a first order.
INSERT INTO `promotions` (`code`, `kind`, `value`, `per_customer_limit`, `first_order_only`, `enabled`, `created_at`)
SELECT `code`, 'percent', `percent_off`, CASE WHEN `once_per_email` THEN 1 END, `code` = 'WELCOME10', `active`, `created_at` FROM `discount_codes`;--> statement-breakpoint
-- Its past redemptions are kept (the count trigger above makes its uses right).
INSERT INTO `promotion_redemptions` (`promotion_id`, `order_id`, `email`, `user_id`, `discount_cents`, `created_at`)
SELECT `promotions`.`id`, `discount_redemptions`.`order_id`, `discount_redemptions`.`email`, `orders`.`user_id`, `orders`.`discount_cents`, `discount_redemptions`.`created_at`
FROM `discount_redemptions`
JOIN `promotions` ON `promotions`.`code` = `discount_redemptions`.`code`
JOIN `orders` ON `orders`.`id` = `discount_redemptions`.`order_id`;--> statement-breakpoint
-- Created after the copy: one shopper may have used an old code under two e-mails of one account.
-- A use past the code's per-customer limit (by this e-mail, or by this account) fails the order's batch.
CREATE TRIGGER `promotion_redemptions_customer_limit` BEFORE INSERT ON `promotion_redemptions`
WHEN new.`released_at` IS NULL AND (SELECT `per_customer_limit` FROM `promotions` WHERE `id` = new.`promotion_id`) <= (
  SELECT count(*) FROM `promotion_redemptions`
  WHERE `promotion_id` = new.`promotion_id` AND `released_at` IS NULL
    AND (`email` = new.`email` OR (new.`user_id` IS NOT NULL AND `user_id` = new.`user_id`))
)
BEGIN
  SELECT RAISE(ABORT, 'promotion_customer_limit');
END;
