ALTER TABLE "claims" ALTER COLUMN "allowed_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "plan_paid_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "member_owe_cents" DROP NOT NULL;--> statement-breakpoint
-- Hand-written: a database seeded before this migration holds pending claims with 0 figures; they
-- become "not known yet" (null) before the constraint is added. Service lines are cleared on the next
-- seed reset (POST /sandbox/reset or pnpm seed).
UPDATE "claims" SET "allowed_cents" = NULL, "plan_paid_cents" = NULL, "member_owe_cents" = NULL, "processed_date" = NULL, "has_eob" = false WHERE "status" = 'Pending';--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_pending_has_no_figures_check" CHECK (("claims"."status" = 'Pending') = ("claims"."allowed_cents" is null and "claims"."plan_paid_cents" is null and "claims"."member_owe_cents" is null and "claims"."processed_date" is null and not "claims"."has_eob"));