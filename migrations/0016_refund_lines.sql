CREATE TABLE `refund_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`refund_id` integer NOT NULL,
	`order_item_id` integer,
	`quantity` integer DEFAULT 0 NOT NULL,
	`amount_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "refund_lines_amounts_check" CHECK("refund_lines"."quantity" >= 0 and "refund_lines"."amount_cents" >= 0 and "refund_lines"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `refund_lines_refund_idx` ON `refund_lines` (`refund_id`);