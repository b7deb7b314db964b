import { SUPPORT_FILE_EXTENSIONS, SUPPORT_FILE_MAX_BYTES } from '#contract/support';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const ALLOWED: readonly string[] = SUPPORT_FILE_EXTENSIONS;

/**
 * Why a picked or dropped file cannot be sent (the message that says it), or undefined when it can.
 * The server checks the file's content as well; these checks spare a 10 MB upload on a mobile
 * connection only to be refused.
 */
export function attachmentProblem(file: File): (() => string) | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ALLOWED.includes(extension)) return m.support_bad_file_type;
  if (file.size > SUPPORT_FILE_MAX_BYTES) return m.support_file_too_large;
  if (file.size === 0) return m.support_attachment_empty;
  return undefined;
}

/** Spec 001 §5: the attachment shows its size in KB. */
export function sizeInKilobytes(bytes: number): string {
  const size = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(bytes / 1024);
  return m.support_attachment_size({ size });
}
