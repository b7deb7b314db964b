import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '#contract/address';
import { chooseLocale } from '#src/lib/i18n/locale';
import { checkAddressBookDraft, EMPTY_ADDRESS_BOOK_DRAFT } from './address-draft';
import { AddressFields } from './address-fields';
import { AddressSummary } from './address-summary';

function renderFields() {
  const draft = { ...EMPTY_ADDRESS_BOOK_DRAFT, state: 'Uttar Pradesh' };
  const check = checkAddressBookDraft(draft);
  const errors = check.valid ? {} : check.errors;
  render(
    <form>
      <AddressFields
        draft={draft}
        errors={errors}
        idOf={(field) => `address-${field}`}
        update={vi.fn()}
        name={{ label: 'Name' }}
        street={{ label: 'Street' }}
      />
    </form>,
  );
}

describe('AddressFields', () => {
  it('asks for each field and says what is missing, in English', () => {
    renderFields();
    expect(screen.getByLabelText('Town or city').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your town or city.')).toBeTruthy();
    expect(screen.getByText('Please enter a 6-digit PIN code.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Uttar Pradesh' })).toHaveProperty('selected', true);
  });

  it('speaks Hindi when the shopper chose it, and keeps the English place names as the values sent', () => {
    act(() => chooseLocale('hi'));
    renderFields();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeTruthy();
    expect(screen.getByLabelText('क़स्बा या शहर').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('कृपया अपना क़स्बा या शहर लिखें।')).toBeTruthy();
    expect(screen.getByText('कृपया 6 अंकों का पिन कोड डालें।')).toBeTruthy();
    expect(screen.getByText('कृपया इस पते का नाम लिखें, जैसे घर या दफ़्तर।')).toBeTruthy();
    const state = screen.getByRole('option', { name: 'उत्तर प्रदेश' }) as HTMLOptionElement;
    expect(state.selected).toBe(true);
    expect(state.value).toBe('Uttar Pradesh');
    expect((screen.getByRole('option', { name: 'भारत' }) as HTMLOptionElement).value).toBe('India');
  });

  it('reads a saved address in Hindi, its place names included', () => {
    act(() => chooseLocale('hi'));
    const address = {
      addressLine1: '12 Civil Lines',
      addressLine2: '',
      landmark: 'Hanuman Mandir',
      district: '',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      postalCode: '226001',
      country: 'India',
      phone: '+919876543210',
    } as Address;
    render(<AddressSummary address={address} />);
    expect(screen.getByText('Hanuman Mandir के पास')).toBeTruthy();
    expect(screen.getByText('Lucknow, उत्तर प्रदेश 226001')).toBeTruthy();
    expect(screen.getByText('भारत')).toBeTruthy();
    expect(screen.getByText('फ़ोन: +919876543210')).toBeTruthy();
  });
});
