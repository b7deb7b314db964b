import { type ReactNode, useId } from 'react';

/** One titled group of the settings screen, a landmark a screen reader can jump to. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
