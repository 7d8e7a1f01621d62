ALTER TABLE `order_items` ADD `tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_rate_ppm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_jurisdiction` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_provider` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_calculation` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_transaction` text;--> statement-breakpoint
ALTER TABLE `refunds` ADD `tax_cents` integer DEFAULT 0 NOT NULL;