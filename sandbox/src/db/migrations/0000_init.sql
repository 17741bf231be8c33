CREATE TABLE "bills" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"claim_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"claim_type" text NOT NULL,
	"status" text NOT NULL,
	"service_date" date NOT NULL,
	"received_date" date NOT NULL,
	"processed_date" date,
	"provider_name" text NOT NULL,
	"provider_npi" text NOT NULL,
	"billed_cents" integer NOT NULL,
	"allowed_cents" integer NOT NULL,
	"plan_paid_cents" integer NOT NULL,
	"member_owe_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"has_eob" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"member_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"coverage_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"type_code" text NOT NULL,
	"status" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"group_id" text NOT NULL,
	"group_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"relationship" text NOT NULL,
	"costs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"document_id" text PRIMARY KEY NOT NULL,
	"member_id" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"document_type" text NOT NULL,
	"version" text NOT NULL,
	"published" date NOT NULL,
	"contract_types" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hra_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"claim_id" text
);
--> statement-breakpoint
CREATE TABLE "id_card_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_state" (
	"member_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_state_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"member_id" text PRIMARY KEY NOT NULL,
	"username" text,
	"company_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"member_seq_number" text NOT NULL,
	"is_policy_holder" boolean NOT NULL,
	"relationship" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"contract_type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"orig_eff_date" date NOT NULL,
	"cov_term_date" date NOT NULL,
	"lob_display_name" text NOT NULL,
	"tier1" text NOT NULL,
	"sso_type" text,
	"plan_kind" text NOT NULL,
	"group_id" text NOT NULL,
	"group_name" text NOT NULL,
	"family_access_enabled" boolean DEFAULT false NOT NULL,
	"address" jsonb NOT NULL,
	"rights" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passcodes" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"bill_id" text,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"account_last4" text NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"confirmation_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prior_auths" (
	"auth_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"service" text NOT NULL,
	"requesting_provider" text NOT NULL,
	"facility" text NOT NULL,
	"diagnosis" text NOT NULL,
	"requested_date" date NOT NULL,
	"decision_date" date,
	"start_date" date NOT NULL,
	"end_date" date,
	"units_requested" integer NOT NULL,
	"units_approved" integer NOT NULL,
	"history" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL,
	"is_pcp" boolean NOT NULL,
	"accepting_new_patients" boolean NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"languages" jsonb NOT NULL,
	"networks" jsonb NOT NULL,
	"gender" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"display_name" text NOT NULL,
	"preferred_name" text NOT NULL,
	"security_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mfa_preference" text DEFAULT 'email' NOT NULL,
	"family_access" boolean DEFAULT false NOT NULL,
	"tos_checked" boolean DEFAULT true NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"communication" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bills_contract_idx" ON "bills" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "claims_member_idx" ON "claims" USING btree ("member_id","service_date");--> statement-breakpoint
CREATE INDEX "coverages_member_idx" ON "coverages" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "hra_member_idx" ON "hra_transactions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_username_idx" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "members_contract_idx" ON "members" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "payments_contract_idx" ON "payments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "prior_auths_member_idx" ON "prior_auths" USING btree ("member_id");