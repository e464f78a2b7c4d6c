CREATE TABLE "instance_secret" (
	"nombre" varchar(50) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
