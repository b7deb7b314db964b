import * as v from 'valibot';

/**
 * Only a path on this site may be a sign-in's destination: '//evil.example' and '/\evil.example'
 * are read by browsers as other hosts, so they would turn /login into an open redirect.
 */
export function isSameSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** /login?redirect=...: absent stays absent (meaning '/'), anything unsafe becomes '/'. */
export const LoginSearchSchema = v.object({
  redirect: v.optional(v.fallback(v.pipe(v.string(), v.check(isSameSitePath)), '/')),
});
