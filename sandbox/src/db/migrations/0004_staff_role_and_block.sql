ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unblock_from" date;