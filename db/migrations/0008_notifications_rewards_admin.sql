CREATE TABLE "notification_reads" (
	"notification_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_profile_id_pk" PRIMARY KEY("notification_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"journey_id" integer,
	"env" text DEFAULT 'both' NOT NULL,
	"wallet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('simple_message', 'journey_unlocked')),
	CONSTRAINT "notifications_env" CHECK ("notifications"."env" in ('both', 'test', 'prod'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"success_text" text NOT NULL,
	"cool_points" integer NOT NULL,
	"claimable" boolean DEFAULT true NOT NULL,
	"claimed_datetime" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_cool_points_positive" CHECK ("rewards"."cool_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "admin_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb NOT NULL,
	"token_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_profile" ON "notification_reads" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "notifications_wallet" ON "notifications" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "rewards_profile" ON "rewards" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_log_created_at" ON "admin_log" USING btree ("created_at");