/** The messages the shell's toaster shows (a test's whole app), oldest first. */
export function toastsOnScreen(): string[] {
  return Array.from(document.querySelectorAll('.toaster .toast__message'), (message) => message.textContent ?? '');
}
