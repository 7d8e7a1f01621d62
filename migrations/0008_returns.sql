CREATE TABLE `return_request_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`refund_cents` integer NOT NULL,
	`exchange_fragrance_id` integer,
	FOREIGN KEY (`request_id`) REFERENCES `return_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exchange_fragrance_id`) REFERENCES `fragrances`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "return_request_items_quantity_check" CHECK("return_request_items"."quantity" >= 1),
	CONSTRAINT "return_request_items_refund_check" CHECK("return_request_items"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `return_request_items_request_idx` ON `return_request_items` (`request_id`);--> statement-breakpoint
CREATE INDEX `return_request_items_order_item_idx` ON `return_request_items` (`order_item_id`);--> statement-breakpoint
CREATE TABLE `return_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`order_id` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`status_changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "return_requests_status_check" CHECK("return_requests"."status" in ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')),
	CONSTRAINT "return_requests_reason_check" CHECK("return_requests"."reason" in ('unopened', 'defective')),
	CONSTRAINT "return_requests_note_check" CHECK("return_requests"."note" is null or length("return_requests"."note") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_requests_order_number_unique` ON `return_requests` (`order_id`,`number`);--> statement-breakpoint
CREATE INDEX `return_requests_status_created_idx` ON `return_requests` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` integer;--> statement-breakpoint
-- Orders delivered before this column existed: their last status change was the delivery.
UPDATE `orders` SET `delivered_at` = `status_changed_at` WHERE `status` = 'delivered';
