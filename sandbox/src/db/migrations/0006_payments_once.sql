CREATE TABLE "idempotency_keys" (
	"username" text NOT NULL,
	"key" text NOT NULL,
	"member_id" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_username_key_pk" PRIMARY KEY("username","key")
);
--> statement-breakpoint
-- Hand-written: a database used before this migration may hold bills paid beyond their amount (parallel
-- payments) and payments of $0 (an amount that rounded to nothing). A bill is capped at what it asked
-- for and a $0 payment moved no money, so it goes; the next seed reset (POST /sandbox/reset or pnpm
-- seed) brings the seeded bills and payments back as they were.
UPDATE "bills" SET "paid_cents" = "amount_cents", "status" = 'Paid' WHERE "paid_cents" > "amount_cents";--> statement-breakpoint
DELETE FROM "payments" WHERE "amount_cents" <= 0;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_within_amount_check" CHECK ("bills"."paid_cents" >= 0 and "bills"."paid_cents" <= "bills"."amount_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive_check" CHECK ("payments"."amount_cents" > 0);