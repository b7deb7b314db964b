import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '#contract/shop';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { MoneyFigures } from './rider-money';
import '../shop-rider.css';

/** A rider's /shop: only the orders handed to them (the server answers no other), and their money today. */
export function RiderPage({ member }: { member: StaffMember }) {
  const board = useQuery(staffQueries.board('out_for_delivery'));
  const money = useQuery(staffQueries.money());
  useStaffTitle(m.shop_rider_title());
  const mine = money.data?.find((row) => row.riderId === member.id);
  const orders = board.data?.orders ?? [];
  return (
    <section className="staff-rider">
      <h1>{m.shop_rider_heading()}</h1>
      {orders.length === 0 && <p>{board.data ? m.shop_rider_none() : m.shop_loading()}</p>}
      <ul className="staff-rider__orders">
        {orders.map((order) => (
          <li key={order.id}>
            <StaffLink to={STAFF_PATHS.order(order.id)} className="staff-rider__order">
              <strong>#{order.number}</strong> {order.customerName} · {order.area}
              <span className="staff-rider__amount">
                {m.shop_rider_collect_amount({ amount: formatRupees(order.total) })}
              </span>
            </StaffLink>
          </li>
        ))}
      </ul>
      <h2>{m.shop_rider_money_heading()}</h2>
      {mine ? <MoneyFigures money={mine} /> : <p>{m.shop_loading()}</p>}
    </section>
  );
}
