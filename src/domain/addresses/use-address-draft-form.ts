import { useId, useState } from 'react';
import { ADDRESS_FIELD_ORDER, type AddressField, type AddressFieldErrors } from './address-checks';
import type { AddressFieldsDraft } from './address-draft';

/**
 * What both address forms do with a draft and its messages: a change clears the changed fields'
 * messages, and a set of messages moves focus to the first field that carries one.
 */
export function useAddressDraftForm<D extends AddressFieldsDraft>(setDraft: (change: (current: D) => D) => void) {
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const formId = useId();
  const idOf = (field: AddressField) => `${formId}-${field}`;

  function update(changes: Partial<D>) {
    setDraft((current) => ({ ...current, ...changes }));
    // A field being corrected no longer carries its old message.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as AddressField];
      return next;
    });
  }

  function showErrors(found: AddressFieldErrors) {
    setErrors(found);
    const first = ADDRESS_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  return { formId, idOf, errors, update, showErrors };
}
