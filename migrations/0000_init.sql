CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` text NOT NULL,
	`fragrance_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_quantity_check" CHECK("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_cart_fragrance_unique` ON `cart_items` (`cart_id`,`fragrance_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_user_unique` ON `carts` (`user_id`);--> statement-breakpoint
CREATE TABLE `discount_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`percent_off` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`once_per_email` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "discount_codes_percent_check" CHECK("discount_codes"."percent_off" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE `discount_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`email` text NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`code`) REFERENCES `discount_codes`(`code`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_redemptions_code_email_unique` ON `discount_redemptions` (`code`,`email`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`fragrance_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_user_fragrance_unique` ON `favorites` (`user_id`,`fragrance_id`);--> statement-breakpoint
CREATE INDEX `favorites_fragrance_idx` ON `favorites` (`fragrance_id`);--> statement-breakpoint
CREATE TABLE `fragrances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`gender` text NOT NULL,
	`description` text NOT NULL,
	`price` integer DEFAULT 4000 NOT NULL,
	`image_url` text NOT NULL,
	`top_notes` text NOT NULL,
	`middle_notes` text NOT NULL,
	`base_notes` text NOT NULL,
	`inspiration` text,
	`inspiration_release_year` integer,
	`featured` integer DEFAULT false NOT NULL,
	`brand` text,
	`season` text NOT NULL,
	`notes_key` text NOT NULL,
	`search_text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "fragrances_gender_check" CHECK("fragrances"."gender" in ('male', 'female', 'unisex')),
	CONSTRAINT "fragrances_season_check" CHECK("fragrances"."season" in ('summer', 'spring', 'fall', 'winter')),
	CONSTRAINT "fragrances_price_check" CHECK("fragrances"."price" >= 0),
	CONSTRAINT "fragrances_name_check" CHECK(length("fragrances"."name") between 1 and 255),
	CONSTRAINT "fragrances_year_check" CHECK("fragrances"."inspiration_release_year" is null or "fragrances"."inspiration_release_year" between 1800 and 2100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fragrances_name_unique` ON `fragrances` (`name`);--> statement-breakpoint
CREATE INDEX `fragrances_gender_idx` ON `fragrances` (`gender`);--> statement-breakpoint
CREATE INDEX `fragrances_brand_idx` ON `fragrances` (`brand`);--> statement-breakpoint
CREATE INDEX `fragrances_season_idx` ON `fragrances` (`season`);--> statement-breakpoint
CREATE INDEX `fragrances_featured_idx` ON `fragrances` (`featured`);--> statement-breakpoint
CREATE INDEX `fragrances_created_at_idx` ON `fragrances` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "newsletter_email_check" CHECK(length("newsletter_subscribers"."email") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`fragrance_id` integer,
	`name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_items_quantity_check" CHECK("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_price_check" CHECK("order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
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
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_totals_check" CHECK("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" - "orders"."discount_cents"),
	CONSTRAINT "orders_card_last4_check" CHECK("orders"."card_last4" is null or length("orders"."card_last4") = 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_public_id_unique` ON `orders` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text NOT NULL,
	`product_name` text,
	`product_id` integer,
	`approved` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_name_check" CHECK(length("reviews"."name") between 1 and 100),
	CONSTRAINT "reviews_email_check" CHECK(length("reviews"."email") <= 255),
	CONSTRAINT "reviews_product_name_check" CHECK("reviews"."product_name" is null or length("reviews"."product_name") <= 255)
);
--> statement-breakpoint
CREATE INDEX `reviews_approved_created_idx` ON `reviews` (`approved`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`phone_number` text,
	`role` text DEFAULT 'customer' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "users_email_check" CHECK(length("users"."email") <= 255 and "users"."email" = lower("users"."email")),
	CONSTRAINT "users_first_name_check" CHECK("users"."first_name" is null or length("users"."first_name") <= 100),
	CONSTRAINT "users_last_name_check" CHECK("users"."last_name" is null or length("users"."last_name") <= 100),
	CONSTRAINT "users_phone_check" CHECK("users"."phone_number" is null or length("users"."phone_number") <= 20),
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);