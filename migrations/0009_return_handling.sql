-- Written by hand: drizzle-kit rebuilds the table for a new foreign key, and dropping the old
-- return_requests would cascade to return_request_items. SQLite and D1 add both columns in place.
ALTER TABLE `return_requests` ADD `decision_note` text;--> statement-breakpoint
ALTER TABLE `return_requests` ADD `exchange_order_id` integer REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null;
