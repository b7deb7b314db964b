import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { PhoneSchema } from '#contract/common';
import { STAFF_ROLES, type StaffMember, type StaffRole, UpiIdSchema } from '#contract/shop';
import { useAddStaff, useRemoveStaff, useUpdateShopSettings } from '#src/domain/shop/staff.mutations';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../shop-staff.css';

const roleNames: Record<StaffRole, () => string> = {
  owner: () => m.shop_staff_role_owner(),
  packer: () => m.shop_staff_role_packer(),
  rider: () => m.shop_staff_role_rider(),
};

/** The owner's staff page: who works here (added and removed by phone number), and the shop's UPI id. */
export function StaffPage({ member }: { member: StaffMember }) {
  const members = useQuery(staffQueries.members());
  const remove = useRemoveStaff();
  useStaffTitle(m.shop_staff_title());
  return (
    <section className="staff-people">
      <h1>{m.shop_staff_title()}</h1>
      <ul className="staff-people__list">
        {members.data?.map((person) => (
          <li key={person.id} className="staff-people__person">
            <span>
              <strong>{person.name}</strong> · {roleNames[person.role]()}
              <br />
              {person.phone}
            </span>
            {person.id !== member.id && (
              <button
                type="button"
                className="staff-button staff-button--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(person.id)}
                aria-label={m.shop_staff_remove_named({ name: person.name })}
              >
                {m.shop_staff_remove()}
              </button>
            )}
          </li>
        ))}
      </ul>
      <AddStaffForm />
      <ShopSettingsForm />
    </section>
  );
}

function AddStaffForm() {
  const add = useAddStaff();
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [error, setError] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = v.safeParse(PhoneSchema, `+91${number.replace(/\D/g, '').replace(/^0+/, '')}`);
    if (!phone.success) return setError(m.shop_phone_invalid());
    if (name.trim() === '') return setError(m.shop_staff_name_needed());
    setError('');
    add.mutate(
      { phone: phone.output, name: name.trim(), role },
      {
        onSuccess: () => {
          setNumber('');
          setName('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <form className="staff-form" onSubmit={submit} noValidate>
      <h2>{m.shop_staff_add_heading()}</h2>
      <label htmlFor={`${id}-phone`}>{m.shop_phone()}</label>
      <input id={`${id}-phone`} type="tel" value={number} onChange={(event) => setNumber(event.target.value)} />
      <label htmlFor={`${id}-name`}>{m.shop_staff_name()}</label>
      <input id={`${id}-name`} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={`${id}-role`}>{m.shop_staff_role()}</label>
      <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {roleNames[option]()}
          </option>
        ))}
      </select>
      <p className="staff-error" role="alert">
        {error}
      </p>
      <button type="submit" className="staff-button staff-button--primary" disabled={add.isPending}>
        {m.shop_staff_add()}
      </button>
    </form>
  );
}

function ShopSettingsForm() {
  const settings = useQuery(staffQueries.settings());
  if (!settings.data) return null;
  // Keyed by the saved values: the form starts from them once they come.
  return <SettingsFields key={`${settings.data.upiId}|${settings.data.upiName}`} saved={settings.data} />;
}

function SettingsFields({ saved }: { saved: { upiId: string | null; upiName: string | null } }) {
  const update = useUpdateShopSettings();
  const [upiId, setUpiId] = useState(saved.upiId ?? '');
  const [upiName, setUpiName] = useState(saved.upiName ?? '');
  const [message, setMessage] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const typedId = upiId.trim();
    if (typedId !== '' && !v.is(UpiIdSchema, typedId)) return setMessage(m.shop_staff_upi_invalid());
    update.mutate(
      { upiId: typedId || null, upiName: upiName.trim() || null },
      {
        onSuccess: () => setMessage(m.shop_staff_settings_saved()),
        onError: (failure) => setMessage(failure.message),
      },
    );
  }

  return (
    <form className="staff-form" onSubmit={submit} noValidate>
      <h2>{m.shop_staff_settings_heading()}</h2>
      <label htmlFor={`${id}-upi`}>{m.shop_staff_upi_id()}</label>
      <input
        id={`${id}-upi`}
        value={upiId}
        placeholder="kirana@upi"
        onChange={(event) => setUpiId(event.target.value)}
      />
      <label htmlFor={`${id}-upi-name`}>{m.shop_staff_upi_name()}</label>
      <input
        id={`${id}-upi-name`}
        value={upiName}
        maxLength={60}
        onChange={(event) => setUpiName(event.target.value)}
      />
      <p role="status">{message}</p>
      <button type="submit" className="staff-button staff-button--primary" disabled={update.isPending}>
        {m.shop_staff_save()}
      </button>
    </form>
  );
}
