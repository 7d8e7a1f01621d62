CREATE TABLE `backups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`file` text NOT NULL,
	`location` text NOT NULL,
	`bytes` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`taken_at` integer NOT NULL,
	CONSTRAINT "backups_kind_check" CHECK("backups"."kind" in ('snapshot', 'd1-export'))
);
--> statement-breakpoint
CREATE INDEX `backups_taken_idx` ON `backups` (`taken_at`);--> statement-breakpoint
CREATE TABLE `server_processes` (
	`id` text PRIMARY KEY NOT NULL,
	`release` text NOT NULL,
	`started_at` integer NOT NULL,
	`seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `server_processes_seen_idx` ON `server_processes` (`seen_at`);--> statement-breakpoint
CREATE TABLE `webhook_failures` (
	`event_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`last_error` text NOT NULL,
	`first_failed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_failed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer
);
--> statement-breakpoint
CREATE INDEX `webhook_failures_open_idx` ON `webhook_failures` (`resolved_at`,`last_failed_at`);