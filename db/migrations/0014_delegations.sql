CREATE TABLE "delegation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"vault" text NOT NULL,
	"delegate" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_delegation_signatures" (
	"digest" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delegation_links_pair" ON "delegation_links" USING btree ("vault","delegate");--> statement-breakpoint
CREATE INDEX "delegation_links_delegate" ON "delegation_links" USING btree ("delegate");--> statement-breakpoint
CREATE INDEX "used_delegation_signatures_used_at" ON "used_delegation_signatures" USING btree ("used_at");