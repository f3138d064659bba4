CREATE TABLE "link_intents" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"provider" text NOT NULL,
	"tag" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"tag" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_intents" ADD CONSTRAINT "link_intents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_links" ADD CONSTRAINT "provider_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_intents_expires" ON "link_intents" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_links_account" ON "provider_links" USING btree ("provider","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_links_player" ON "provider_links" USING btree ("profile_id","provider");