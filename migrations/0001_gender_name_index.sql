DROP INDEX `fragrances_gender_idx`;--> statement-breakpoint
CREATE INDEX `fragrances_gender_name_idx` ON `fragrances` (`gender`,`name`);