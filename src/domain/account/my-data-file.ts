import type { AccountData } from '#contract/user';

/** kirana-my-data-2026-11-21.json: the day of the export, so several downloads do not look alike. */
export function myDataFileName(data: AccountData): string {
  return `kirana-my-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** How long the file's object URL stays alive: some mobile browsers start the download late. */
const KEEP_URL_MS = 60_000;

/** Hands the data to the browser as a downloaded JSON file, readable by a person (indented). */
export function saveJsonFile(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
