CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_role" text NOT NULL,
	"subject_member_id" text,
	"subject_username" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"route" text,
	"status" integer,
	CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('member', 'staff', 'anonymous', 'system')),
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('allowed', 'denied', 'success', 'failure'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mbi_last4" text;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_member_idx" ON "audit_log" USING btree ("subject_member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_username_idx" ON "audit_log" USING btree ("subject_username","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): the audit trail is append-only in the
-- database itself, whatever the application does. UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
