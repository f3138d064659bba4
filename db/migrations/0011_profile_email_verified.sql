ALTER TABLE "profiles" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- A profile made by e-mail sign-in proved its address with that code: it counts as verified.
UPDATE "profiles" SET "email_verified_at" = "profiles"."created_at" FROM "embedded_wallets" WHERE "embedded_wallets"."address" = "profiles"."wallet" AND "embedded_wallets"."email" = lower("profiles"."email");
