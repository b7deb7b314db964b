import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Address } from '#contract/address';
import { DocumentTitle } from '#src/components/ui/document-title';
import { useDeleteAddress } from '#src/domain/addresses/addresses.mutations';
import { addressQueries } from '#src/domain/addresses/addresses.queries';
import { useShopper } from '#src/domain/session/use-shopper';
import { ApiError, NETWORK_ERROR_STATUS } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { draftKey } from '#src/lib/tab-storage';
import { useTabState } from '#src/lib/use-tab-state';
import { AddressBookForm } from './address-book-form';
import { AddressBookList } from './address-book-list';
import { DeleteAddressDialog } from './delete-address-dialog';
import '../address-book.css';

/** The server's own words when it sent some (an address already gone, say), else the spec's text. */
function deleteFailureText(error: Error): string {
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
    return m.addresses_book_delete_failed_offline();
  }
  return error instanceof ApiError && error.payload !== undefined ? error.message : m.addresses_book_delete_failed();
}

/** /dashboard/addresses: the address book (spec 001 §2, §5). It fetches nothing without a signed-in shopper. */
export function AddressesPage() {
  const shopper = useShopper();
  return (
    <div className="page account-page">
      <DocumentTitle title={m.addresses_book_title()} />
      {shopper ? (
        <AddressBook userId={shopper.id} />
      ) : (
        <>
          <h1>{m.addresses_book_title()}</h1>
          <p className="account-alert" role="alert">
            {m.addresses_book_not_signed_in()}
          </p>
        </>
      )}
    </div>
  );
}

/** The list, or the form for a new address or for one saved (by its id). */
const ViewSchema = v.union([
  v.object({ mode: v.literal('list') }),
  v.object({ mode: v.literal('add') }),
  v.object({ mode: v.literal('edit'), addressId: v.string() }),
]);
type View = v.InferOutput<typeof ViewSchema>;

/** A list and an add/edit form switched on one screen (spec 001 §4). */
function AddressBook({ userId }: { userId: string }) {
  const addresses = useQuery(addressQueries.list(userId));
  const deleteAddress = useDeleteAddress({ meta: { errorToast: false } });
  // Kept in the tab with the form's draft: a phone ending the tab while the shopper copies an address from a chat
  // opens again on the form they were filling in.
  const [view, setView] = useTabState(draftKey(`address-book:${userId}`), ViewSchema, (): View => ({ mode: 'list' }));
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Back on the list after a save, or once the dialog has closed after a deletion (the address's
    // own buttons are gone), the keyboard starts again at the top. The dialog closes in its own
    // effect, which runs before this one: while it is open nothing outside it can take the focus.
    if (!returnFocus.current || view.mode !== 'list' || confirming) return;
    returnFocus.current = false;
    headingRef.current?.focus();
  }, [view, confirming]);

  function showList(message = '') {
    returnFocus.current = true;
    setNotice(message);
    setView({ mode: 'list' });
  }

  function openForm(next: View) {
    setNotice('');
    setProblem('');
    setView(next);
  }

  function confirmDelete(address: Address) {
    setNotice('');
    setProblem('');
    deleteAddress.mutate(
      { userId, id: address.id },
      {
        onSuccess: () => setNotice(m.addresses_book_deleted()),
        onError: (error) => setProblem(deleteFailureText(error)),
        onSettled: () => {
          returnFocus.current = true;
          setConfirming(null);
        },
      },
    );
  }

  const saved = addresses.data ?? [];
  // An address deleted meanwhile (on another device) has no form to open: the list shows.
  const editing = view.mode === 'edit' ? saved.find((address) => address.id === view.addressId) : undefined;
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {m.addresses_book_title()}
      </h1>
      <p className="account-notice" role="status">
        {notice}
      </p>
      <p className="account-alert" role="alert">
        {problem}
      </p>

      {(view.mode === 'add' && addresses.data) || editing ? (
        <AddressBookForm
          // A new key per address: switching from one edit to another starts from that address.
          key={editing?.id ?? 'new'}
          userId={userId}
          addresses={saved}
          editing={editing}
          onSaved={showList}
          onCancel={() => showList()}
        />
      ) : addresses.data ? (
        <>
          <button type="button" className="button-primary" onClick={() => openForm({ mode: 'add' })}>
            {m.addresses_book_add()}
          </button>
          {saved.length === 0 ? (
            <p className="account-empty">{m.addresses_book_empty()}</p>
          ) : (
            <AddressBookList
              addresses={saved}
              onEdit={(address) => openForm({ mode: 'edit', addressId: address.id })}
              onDelete={(address) => {
                setProblem('');
                setConfirming(address);
              }}
            />
          )}
        </>
      ) : addresses.isPending ? (
        <p role="status">{m.addresses_book_loading()}</p>
      ) : (
        <div className="account-alert" role="alert">
          <p>{m.addresses_book_load_failed()}</p>
          <button type="button" className="button-secondary" onClick={() => void addresses.refetch()}>
            {m.addresses_book_try_again()}
          </button>
        </div>
      )}

      <DeleteAddressDialog
        address={confirming}
        deleting={deleteAddress.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
