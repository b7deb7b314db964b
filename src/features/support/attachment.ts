import { SUPPORT_FILE_EXTENSIONS, SUPPORT_FILE_MAX_BYTES, SUPPORT_TEXTS } from '#contract/support';

const ALLOWED: readonly string[] = SUPPORT_FILE_EXTENSIONS;

/**
 * Why a picked or dropped file cannot be sent, or undefined when it can. The server checks the
 * file's content as well; these checks spare a 10 MB upload on a mobile connection only to be refused.
 */
export function attachmentProblem(file: File): string | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ALLOWED.includes(extension)) return SUPPORT_TEXTS.badFileType;
  if (file.size > SUPPORT_FILE_MAX_BYTES) return SUPPORT_TEXTS.fileTooLarge;
  if (file.size === 0) return 'The attachment is empty. Please choose another file.';
  return undefined;
}

/** Spec 001 §5: the attachment shows its size in KB. */
export function sizeInKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
