CREATE TABLE "used_did_tokens" (
	"claim_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_did_tokens_expires_at" ON "used_did_tokens" USING btree ("expires_at");