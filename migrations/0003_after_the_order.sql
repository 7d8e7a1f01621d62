CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_expires_idx` ON `password_reset_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`locked_until` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_message_id_unique` ON `email_outbox` (`message_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
-- orders gains shipped/delivered/refunded statuses (a CHECK change, so the
-- table is rebuilt), a tracking number and the time of the last status change.
-- Hand-written rather than drizzle-kit's rebuild: dropping `orders` while
-- order_items and discount_redemptions reference it would cascade-delete their
-- rows wherever foreign keys are enforced during the migration (D1 enforces
-- them always, and PRAGMA foreign_keys=OFF is a no-op inside a transaction).
-- So the two child tables are
-- rebuilt alongside, pointing at the new table, and the old ones are dropped
-- leaves first: no DROP ever has a referencing row left.
CREATE TABLE `__new_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`user_id` integer,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`shipping_address` text NOT NULL,
	`shipping_city` text NOT NULL,
	`shipping_state` text,
	`shipping_zip` text,
	`shipping_country` text NOT NULL,
	`notes` text,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer NOT NULL,
	`discount_code` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_provider` text,
	`payment_reference` text,
	`card_brand` text,
	`card_last4` text,
	`tracking_number` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`status_changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("status" in ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed')),
	CONSTRAINT "orders_tracking_number_check" CHECK("tracking_number" is null or length("tracking_number") between 1 and 100),
	CONSTRAINT "orders_totals_check" CHECK("subtotal_cents" >= 0 and "shipping_cents" >= 0 and "discount_cents" >= 0 and "total_cents" = "subtotal_cents" + "shipping_cents" - "discount_cents"),
	CONSTRAINT "orders_card_last4_check" CHECK("card_last4" is null or length("card_last4") = 4)
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "public_id", "idempotency_key", "user_id", "customer_name", "customer_email", "shipping_address", "shipping_city", "shipping_state", "shipping_zip", "shipping_country", "notes", "subtotal_cents", "shipping_cents", "discount_cents", "total_cents", "discount_code", "status", "payment_provider", "payment_reference", "card_brand", "card_last4", "created_at", "status_changed_at") SELECT "id", "public_id", "idempotency_key", "user_id", "customer_name", "customer_email", "shipping_address", "shipping_city", "shipping_state", "shipping_zip", "shipping_country", "notes", "subtotal_cents", "shipping_cents", "discount_cents", "total_cents", "discount_code", "status", "payment_provider", "payment_reference", "card_brand", "card_last4", "created_at", "created_at" FROM `orders`;--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`fragrance_id` integer,
	`name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `__new_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_items_quantity_check" CHECK("quantity" >= 1),
	CONSTRAINT "order_items_price_check" CHECK("unit_price_cents" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("id", "order_id", "fragrance_id", "name", "unit_price_cents", "quantity") SELECT "id", "order_id", "fragrance_id", "name", "unit_price_cents", "quantity" FROM `order_items`;--> statement-breakpoint
CREATE TABLE `__new_discount_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`email` text NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`code`) REFERENCES `discount_codes`(`code`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `__new_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_discount_redemptions`("id", "code", "email", "order_id", "created_at") SELECT "id", "code", "email", "order_id", "created_at" FROM `discount_redemptions`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
DROP TABLE `discount_redemptions`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
ALTER TABLE `__new_discount_redemptions` RENAME TO `discount_redemptions`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_public_id_unique` ON `orders` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_email_created_idx` ON `orders` (`customer_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `discount_redemptions_code_email_unique` ON `discount_redemptions` (`code`,`email`);
