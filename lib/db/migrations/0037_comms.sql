CREATE TABLE "communication_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "communication_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"communication_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"message_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "communications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" bigint NOT NULL,
	"created_by" bigint,
	"name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text,
	"from_email" text,
	"reply_to_email" text,
	"type" text DEFAULT 'general' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"unlayer_json" text,
	"campaign_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"segments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"timezone" text,
	"job_id" bigint,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"network_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"communication_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_unsubscribes_partner_id_kind_pk" PRIMARY KEY("partner_id","kind")
);
--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_one_per_partner" ON "communication_recipients" USING btree ("communication_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_token_unique" ON "communication_recipients" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "communication_recipients_due_idx" ON "communication_recipients" USING btree ("communication_id","next_attempt_at","id") WHERE "communication_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "communications_network_idx" ON "communications" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "communications_due_idx" ON "communications" USING btree ("send_at") WHERE "communications"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "mail_unsubscribes_communication_idx" ON "mail_unsubscribes" USING btree ("communication_id");