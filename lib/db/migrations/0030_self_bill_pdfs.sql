CREATE TABLE "self_bill_pdfs" (
	"self_bill_id" bigint PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "self_bill_pdfs" ADD CONSTRAINT "self_bill_pdfs_self_bill_id_self_bills_id_fk" FOREIGN KEY ("self_bill_id") REFERENCES "public"."self_bills"("id") ON DELETE no action ON UPDATE no action;