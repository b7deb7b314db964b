import { execFileSync } from 'node:child_process';

/**
 * Vitest's global setup: the messages compiled (src/lib/i18n/paraglide is not kept in git), in a child
 * process because the compiler leaves handles open that would keep Vitest from exiting.
 */
export default function compileMessages() {
  execFileSync('npm', ['run', '--silent', 'messages'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
