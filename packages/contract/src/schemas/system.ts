import { z } from "zod";

export const HealthResponse = z.object({
  status: z.literal("ok"),
  version: z.string(),
  database: z.enum(["sqlite", "postgres"]),
});
