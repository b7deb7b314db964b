import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import * as api from '../../../contract/endpoints/shop';
import { ORDER_STATUSES } from '../../../contract/order';
import type { CancelReason } from '../../../contract/shop';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { staffExactlyOnce } from '../../http/exactly-once';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { currentStaff, requireStaff } from '../../http/staff-session';
import { say } from '../../i18n/say';
import {
  acceptOrder,
  cancelByShop,
  changeLine,
  deliverOrder,
  handToRider,
  packOrder,
  readBoard,
  receiveCash,
  ridersMoney,
  type StepRefusal,
  type StepResult,
  staffOrder,
} from './board.repo';
import { boardMessages } from './messages';

type Words = (typeof boardMessages)['en'];

const REASON_WORDS: Record<CancelReason, keyof Words> = {
  out_of_stock: 'reasonOutOfStock',
  shop_closed: 'reasonShopClosed',
  address_not_served: 'reasonAddressNotServed',
  shopper_asked: 'reasonShopperAsked',
};

const rank = (status: string) => (ORDER_STATUSES as readonly string[]).indexOf(status);

/**
 * What the order is now, for a step that starts at `from`: still short of it (a skipped step), or past it
 * (a step back, or someone was first), or cancelled meanwhile, with who did it.
 */
function nowIs(words: Words, refusal: Extract<StepRefusal, { kind: 'moved' }>, from: string): string {
  const { status, number, by, rider } = refusal;
  if (status === 'cancelled') {
    if (refusal.cancelledByShopper) return words.shopperCancelled;
    const reasonKey = REASON_WORDS[refusal.cancelReason as CancelReason];
    return words.shopCancelled({ number, by, reason: reasonKey ? (words[reasonKey] as string) : '' });
  }
  if (rank(status) < rank(from)) {
    if (status === 'confirmed') return words.stillNew({ number });
    if (status === 'processing') return words.notPackedYet({ number });
    return words.notOutYet({ number });
  }
  if (status === 'processing') return words.alreadyAccepted({ number, by });
  if (status === 'packed') return words.alreadyPacked({ number, by });
  if (status === 'out_for_delivery') return words.alreadyOut({ number, rider });
  return words.alreadyDelivered({ number });
}

function refuse(c: Context, refusal: StepRefusal, from: string): Response {
  const words = say(c, boardMessages);
  switch (refusal.kind) {
    case 'not-found':
      // A rider asking about another rider's order gets the same answer as for no order at all.
      return fail(c, 404, words.orderNotFound);
    case 'moved':
      return fail(c, 409, nowIs(words, refusal, from));
    case 'line-not-in-order':
      return fail(c, 404, words.lineNotInOrder, { productId: words.lineNotInOrder });
    case 'more-than-ordered':
      return fail(c, 409, words.moreThanOrdered(refusal), { quantity: words.moreThanOrdered(refusal) });
    case 'not-enough-stock':
      return fail(c, 409, words.notEnoughStockForLine(refusal), { quantity: words.notEnoughStockForLine(refusal) });
    case 'last-line':
      return fail(c, 409, words.lastLineCancelInstead);
    case 'no-such-rider':
      return fail(c, 409, words.noSuchRider, { riderId: words.noSuchRider });
    case 'not-a-rider':
      return fail(c, 409, words.notARider(refusal), { riderId: words.notARider(refusal) });
  }
}

/** `shop.board` and the order steps (decision 107): orders move forward only, each step by a named member. */
export function boardRoutes(deps: Deps) {
  const { clock, catalog } = deps;
  const everyone = requireStaff('owner', 'packer', 'rider');
  const packers = requireStaff('owner', 'packer');

  /** A step's repeat (the same Idempotency-Key) answers the order as it now is, read again. */
  const once = staffExactlyOnce(deps, {
    answerAgain: async (c) => {
      const { orderId } = v.parse(v.object({ orderId: v.string() }), await c.req.json());
      return staffOrder(c.var.db, currentStaff(c), orderId);
    },
  });

  /** The order as it now is, or the step's refusal; stock a step moved is refreshed in the read model after commit. */
  async function answer(c: Context<AppEnv>, orderId: string, result: StepResult, from: string) {
    if (result.kind !== 'done') return refuse(c, result, from);
    const { productIds } = result;
    if (productIds.length > 0) c.var.afterCommit(() => catalog.refreshProducts(productIds));
    const order = await staffOrder(c.var.db, currentStaff(c), orderId);
    return order ? ok(c, order) : fail(c, 404, say(c, boardMessages).orderNotFound);
  }

  return new Hono<AppEnv>()
    .on(api.board.method, api.board.path, everyone, accepts(api.board), async (c) => {
      // Staff read the primary: the board is what the shop acts on.
      return ok(c, await readBoard(deps.db, currentStaff(c), c.req.valid('query').view, clock.now()));
    })
    .on(api.staffOrder.method, api.staffOrder.path, everyone, accepts(api.staffOrder), async (c) => {
      const order = await staffOrder(deps.db, currentStaff(c), c.req.valid('query').orderId);
      return order ? ok(c, order) : fail(c, 404, say(c, boardMessages).orderNotFound);
    })
    .on(api.acceptOrder.method, api.acceptOrder.path, packers, accepts(api.acceptOrder), once, async (c) => {
      const { orderId } = c.req.valid('json');
      return answer(c, orderId, await acceptOrder(c.var.db, orderId, currentStaff(c), clock.now()), 'confirmed');
    })
    .on(
      api.cancelOrderByShop.method,
      api.cancelOrderByShop.path,
      packers,
      accepts(api.cancelOrderByShop),
      once,
      async (c) => {
        const { orderId, reason } = c.req.valid('json');
        const result = await cancelByShop(c.var.db, orderId, reason, currentStaff(c), clock.now());
        return answer(c, orderId, result, 'confirmed');
      },
    )
    .on(api.changeLine.method, api.changeLine.path, packers, accepts(api.changeLine), once, async (c) => {
      const change = c.req.valid('json');
      const result = await changeLine(c.var.db, change, currentStaff(c), clock.now());
      return answer(c, change.orderId, result, 'processing');
    })
    .on(api.packOrder.method, api.packOrder.path, packers, accepts(api.packOrder), once, async (c) => {
      const { orderId } = c.req.valid('json');
      return answer(c, orderId, await packOrder(c.var.db, orderId, currentStaff(c), clock.now()), 'processing');
    })
    .on(api.handToRider.method, api.handToRider.path, packers, accepts(api.handToRider), once, async (c) => {
      const { orderId, riderId } = c.req.valid('json');
      const result = await handToRider(c.var.db, orderId, riderId, currentStaff(c), clock.now());
      return answer(c, orderId, result, 'packed');
    })
    .on(
      api.deliverOrder.method,
      api.deliverOrder.path,
      requireStaff('owner', 'rider'),
      accepts(api.deliverOrder),
      once,
      async (c) => {
        const { orderId, paidBy, upiReference } = c.req.valid('json');
        if (paidBy === 'upi' && !upiReference) {
          const words = say(c, boardMessages);
          return fail(c, 400, words.upiReferenceNeeded, { upiReference: words.upiReferenceField });
        }
        const payment = { orderId, paidBy, upiReference: upiReference ?? null };
        const result = await deliverOrder(c.var.db, payment, currentStaff(c), clock.now());
        return answer(c, orderId, result, 'out_for_delivery');
      },
    )
    .on(api.riderMoney.method, api.riderMoney.path, requireStaff('owner', 'rider'), async (c) => {
      const member = currentStaff(c);
      // A rider sees their own money only.
      return ok(c, await ridersMoney(deps.db, clock.now(), member.role === 'rider' ? member.id : undefined));
    })
    .on(
      api.cashReceived.method,
      api.cashReceived.path,
      requireStaff('owner'),
      accepts(api.cashReceived),
      staffExactlyOnce(deps, { answerAgain: (c) => ridersMoney(c.var.db, clock.now()) }),
      async (c) => {
        const { riderId } = c.req.valid('json');
        const received = await receiveCash(c.var.db, riderId, currentStaff(c), clock.now());
        if (received === undefined) return fail(c, 404, say(c, boardMessages).noSuchRider);
        return ok(c, await ridersMoney(c.var.db, clock.now()));
      },
    );
}
