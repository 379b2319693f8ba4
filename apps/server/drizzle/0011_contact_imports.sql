CREATE TABLE "contact_import_rejections" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"reason" text NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"format" text NOT NULL,
	"csv_options" jsonb,
	"columns" jsonb NOT NULL,
	"mapping" jsonb,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_imports_status_check" CHECK ("contact_imports"."status" in ('ready', 'running', 'done', 'failed')),
	CONSTRAINT "contact_imports_format_check" CHECK ("contact_imports"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "contact_import_rejections" ADD CONSTRAINT "contact_import_rejections_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_import_rejections_row" ON "contact_import_rejections" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "contact_imports_business_idx" ON "contact_imports" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_imports_one_running" ON "contact_imports" USING btree ("business_id") WHERE "contact_imports"."status" = 'running';