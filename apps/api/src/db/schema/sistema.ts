import { pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Secrets the instances generate once and share (lib/instance-secret.ts): the first instance to start
 * inserts one, every other reads the same row. Readable by whoever can read the database, like the data
 * it protects; an operator who wants it elsewhere sets JWT_SECRET instead.
 */
export const instance_secret = pgTable("instance_secret", {
  nombre: varchar("nombre", { length: 50 }).primaryKey(),
  valor: text("valor").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
