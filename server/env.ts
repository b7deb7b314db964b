import * as v from 'valibot';

/**
 * The only reader of process.env. Everything the server can be told from outside is
 * named, typed and validated here once, so a typo in a deployment fails at start-up
 * with a clear message instead of somewhere deep in a request.
 */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  /** Where the embedded database (and later uploads and the demo SMS outbox) live. */
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'data'),
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
  ),
  /** The built app (vite build output) the server hands to browsers. */
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'dist'),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.output;
}
