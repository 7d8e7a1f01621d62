DROP INDEX `order_items_order_idx`;--> statement-breakpoint
CREATE INDEX `order_items_sales_idx` ON `order_items` (`order_id`,`fragrance_id`,`size`,`quantity`,`unit_price_cents`,`discount_cents`);--> statement-breakpoint
CREATE INDEX `orders_sales_idx` ON `orders` (`status`,`created_at`,`total_cents`,`shipping_cents`,`discount_cents`,`points_cents`,`customer_email`);--> statement-breakpoint
CREATE INDEX `orders_email_sales_idx` ON `orders` (`customer_email`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reward_points_kind_created_idx` ON `reward_points` (`kind`,`created_at`,`delta`);