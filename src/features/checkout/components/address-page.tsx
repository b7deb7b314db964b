import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Address } from '#contract/address';
import { CheckoutProgress } from '#src/components/ui/checkout-progress';
import { addressQueries } from '#src/domain/addresses/addresses.queries';
import { checkoutAddressAtom, checkoutPickedAddressIdAtom } from '#src/domain/checkout/checkout.atoms';
import { orderQueries } from '#src/domain/orders/orders.queries';
import { neverReachedServer } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { AddressChoiceList } from './address-choice-list';
import { AddressForm } from './address-form';
import '../checkout.css';

// Decision 113. Lazy, or the shopper's start-up code would name its chunk; React's lazy, as lazyComponent would
// add an export to that code.
const ClosedNotice = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.ClosedNotice })),
);

const authenticated = getRouteApi('/_authenticated');

/** The default delivery address first, then any default, then the oldest. */
function preferredAddress(addresses: readonly Address[]): Address | undefined {
  return (
    addresses.find((address) => address.isDefault && address.type === 'shipping') ??
    addresses.find((address) => address.isDefault) ??
    addresses[0]
  );
}

function loadFailureMessage(error: Error): string {
  return neverReachedServer(error)
    ? m.checkout_addresses_offline()
    : m.checkout_addresses_failed({ error: error.message });
}

/** /address: choose a saved address (the default preselected) or add one, then on to payment. */
export function AddressPage() {
  const { user } = authenticated.useRouteContext();
  // The payment step shows the first-order discount from the shopper's order history: fetch it now,
  // so it is known by the time the shopper can tap Complete Order.
  usePrefetchQuery(orderQueries.list(user.id));
  const navigate = useNavigate();
  const addresses = useQuery(addressQueries.list(user.id));
  const [chosen, setChosen] = useAtom(checkoutAddressAtom);
  const [pickedId, setSelectedId] = useAtom(checkoutPickedAddressIdAtom);
  const selectedId = pickedId ?? chosen?.id;
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const proceedButton = useRef<HTMLButtonElement>(null);

  const saved = addresses.data ?? [];
  const selected = saved.find((address) => address.id === selectedId) ?? preferredAddress(saved);
  // A shopper with no saved address has nothing to choose from: the form is the page.
  const formOpen = adding || (addresses.isSuccess && saved.length === 0);

  function proceed() {
    if (!selected) {
      setProblem(m.checkout_address_needed());
      return;
    }
    setChosen(selected);
    void navigate({ to: '/payment' });
  }

  function addressSaved(address: Address) {
    setSelectedId(address.id);
    setAdding(false);
    setProblem('');
    setNotice(m.checkout_address_added());
    // The form that held the focus is gone; the next step is the natural place for it.
    requestAnimationFrame(() => proceedButton.current?.focus());
  }

  return (
    <div className="page checkout-page">
      <CheckoutProgress current="Address" />
      <h1>{m.checkout_delivery_address()}</h1>
      <Suspense fallback={null}>
        <ClosedNotice />
      </Suspense>

      {addresses.isPending && <p role="status">{m.checkout_addresses_loading()}</p>}
      {addresses.isError && !addresses.data && (
        <div className="checkout-alert" role="alert">
          <p>{loadFailureMessage(addresses.error)}</p>
          <button type="button" className="button-secondary" onClick={() => void addresses.refetch()}>
            {m.checkout_try_again()}
          </button>
        </div>
      )}

      {saved.length > 0 && (
        <AddressChoiceList
          addresses={saved}
          selectedId={selected?.id}
          onSelect={(id) => {
            setSelectedId(id);
            setNotice('');
          }}
        />
      )}

      {formOpen ? (
        <AddressForm
          userId={user.id}
          onSaved={addressSaved}
          onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setAdding(true);
            setNotice('');
          }}
        >
          {m.checkout_add_address()}
        </button>
      )}

      <p className="checkout-notice" role="status">
        {notice}
      </p>
      {!formOpen && !addresses.isPending && (
        <div className="checkout-actions">
          <p className="checkout-alert" role="alert" id="address-problem">
            {problem}
          </p>
          <button
            ref={proceedButton}
            type="button"
            className="button-primary"
            onClick={proceed}
            aria-describedby={problem ? 'address-problem' : undefined}
          >
            {m.checkout_proceed_to_payment()}
          </button>
        </div>
      )}
    </div>
  );
}
