CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"linked_address" text,
	"wallet_type" text NOT NULL,
	"email" text,
	"username" text NOT NULL,
	"slug" text NOT NULL,
	"safeword" text DEFAULT '' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"sapphire_town_explorer_token_id" integer,
	"avatar_token_id" integer,
	"sub_general" boolean DEFAULT false NOT NULL,
	"sub_product" boolean DEFAULT false NOT NULL,
	"sub_merch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_wallet_unique" UNIQUE("wallet"),
	CONSTRAINT "profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "profiles_avatar_token_id_unique" UNIQUE("avatar_token_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"wallet" text NOT NULL,
	"wallet_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kv_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kv_entries_profile_key" UNIQUE("profile_id","key")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_version_unique" UNIQUE("version")
);
--> statement-breakpoint
ALTER TABLE "kv_entries" ADD CONSTRAINT "kv_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_wallet" ON "sessions" USING btree ("wallet");