-- Staff refresh tokens are marked spent instead of deleted, so a spent one presented again is seen as a leak.
ALTER TABLE "funcionario_refresh_token" ADD COLUMN "revoked_at" timestamp with time zone;
