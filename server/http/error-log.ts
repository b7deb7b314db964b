/**
 * An error as it may go to the log: its name, its database error code and where it was thrown,
 * for it and its causes. Never its message: a failed query's message quotes the query's
 * parameters (phone numbers, addresses, review texts), and a stack's first line repeats it.
 */
export function describeErrorForLog(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    parts.push(describeOne(current, depth === 0 ? '' : 'caused by '));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n');
}

function describeOne(error: unknown, prefix: string): string {
  if (!(error instanceof Error)) return `${prefix}a thrown ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE codes (22021, 23505 …) and Node's (ECONNREFUSED …) name the kind of failure, never the data.
  const shownCode = typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? ` [${code}]` : '';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${prefix}${error.name}${shownCode}`, ...frames].join('\n');
}
