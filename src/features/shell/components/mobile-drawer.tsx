import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { MenuIcon } from '#src/components/ui/icons';
import { switchedLanguageIn } from '#src/components/ui/language-switch';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { lazyComponent } from '#src/lib/lazy-component';

// Most shoppers never open it: its content is not part of every page's start.
const DrawerContent = lazyComponent(() => import('./mobile-drawer-content'), 'DrawerContent');

/**
 * The mobile hamburger and its slide-in drawer of category groups. A native modal <dialog> keeps
 * the focus inside, closes on Escape and hands the focus back to the hamburger for free.
 */
export function MobileDrawer() {
  // Redrawn in the language just chosen in it, the drawer stays open where the shopper was.
  const [open, setOpen] = useState(() => switchedLanguageIn('drawer'));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="drawer-trigger icon-button"
        aria-label={m.shell_drawer_open()}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        className="drawer"
        // A label rather than aria-labelledby: the title only exists while the drawer is open.
        aria-label={m.shell_drawer_title()}
        onClose={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        // The dialog has no padding, so a click on the dialog itself is a click on its backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <Suspense fallback={null}>
            <DrawerContent idPrefix={idPrefix} onClose={close} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
