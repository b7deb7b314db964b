import type * as v from 'valibot';
import type { endpoints } from '../endpoints';
import { PriceConflictSchema } from '../order';
import type { StaffRole } from '../shop';

/**
 * A refusal the handler itself gives. The guards' refusals follow from the rest of the description
 * (server/http/openapi.ts): 400 for a request that fails its schema, 401 behind sign-in, 403 for any
 * change sent by another site's page, 413 for a body too large, 422 for a reused Idempotency-Key.
 */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 507;

/** What /api/openapi.json says of one call beside what its entry in the table already says. */
export interface Description {
  /** What the call does, in the shopper's words (the operation's summary). */
  summary: string;
  /**
   * The session cookie: `required` behind sign-in (401 without it, server/http/session.ts requireUser),
   * `optional` where the answer or the change depends on who is signed in, if anyone.
   */
  session?: 'required' | 'optional';
  /**
   * Behind the staff's session (the `kirana_staff` cookie, server/http/staff-session.ts requireStaff), for these
   * roles only: 401 without it (a shopper's session never counts), 403 for another role.
   */
  staff?: readonly StaffRole[];
  /**
   * What an Idempotency-Key header does: `change` applies the change once (server/http/exactly-once.ts);
   * `sign-in` lets the same sign-in, sent again after a lost answer, get what it missed.
   */
  idempotencyKey?: 'change' | 'sign-in';
  /** The handler's own refusals; those of the guards are added from the rest. */
  refuses?: readonly Refusal[];
  /** A 409 whose body says more than the failure envelope (confirmOrder's prices of today). */
  conflict?: v.GenericSchema;
  /** The success statuses when not just 200 (201 when something was made). */
  succeeds?: readonly (200 | 201)[];
}

type Table = typeof endpoints;

/**
 * Every call of the table (contract/endpoints.ts), described for the OpenAPI document, under the same
 * area and name: TypeScript refuses a call left out or one the table lacks. Apart from the entries
 * because the app bundles the entries it calls (decision 016), and the server alone reads these.
 */
export const descriptions = {
  auth: {
    getSession: { summary: 'Who is signed in on this phone', session: 'optional' },
    otpCountries: { summary: 'Which countries can get a sign-in code' },
    checkUserExists: { summary: 'Whether a phone number has an account', refuses: [429] },
    sendOtp: { summary: 'Send a sign-in code by SMS', idempotencyKey: 'sign-in', refuses: [429, 502] },
    verifyOtp: { summary: 'Check the code from the SMS', idempotencyKey: 'sign-in', refuses: [429] },
    login: {
      summary: 'Sign in with a checked phone number',
      session: 'optional',
      idempotencyKey: 'sign-in',
      refuses: [401, 404, 429],
    },
    register: {
      summary: 'Make an account with a checked phone number',
      session: 'optional',
      idempotencyKey: 'sign-in',
      refuses: [401, 409, 429],
      succeeds: [201],
    },
    logout: { summary: 'Sign out on this phone', session: 'optional' },
    logoutAll: { summary: 'Sign out on every phone', session: 'required' },
    sessions: { summary: 'The phones signed in to my account', session: 'required' },
    endSession: { summary: 'Sign out another phone', session: 'required', refuses: [404, 409] },
  },
  catalog: {
    getProduct: { summary: 'One product', refuses: [404] },
    getCategoryCount: { summary: 'The categories, with how many products each has' },
    getProductsByCategory: { summary: 'The products of a category', refuses: [404] },
    getFeaturedProducts: { summary: 'Featured products' },
    getTrendingProducts: { summary: 'Trending products' },
    addProductToRecentlyViewed: { summary: 'Remember a product I looked at', session: 'required', refuses: [404] },
    getRecentViewed: { summary: 'Products I looked at lately', session: 'required', refuses: [403] },
  },
  search: {
    searchProducts: { summary: 'Search the products', session: 'optional' },
    getSearchSuggestions: { summary: 'Suggestions while I type a search' },
    recentSearches: { summary: 'My recent searches', session: 'optional' },
  },
  reviews: {
    getProductReviews: { summary: "A product's reviews", refuses: [404] },
    getMyReview: { summary: 'My review of a product', session: 'required', refuses: [403, 404] },
    addReviews: { summary: 'Review a product', session: 'required', refuses: [404, 409, 429], succeeds: [201] },
  },
  // 429: a shopper's cart and wishlist changes share one per-minute limit (decision 098).
  cart: {
    add: {
      summary: 'Put a product in my cart',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 409, 429],
      succeeds: [201],
    },
    getCartItems: { summary: 'My cart', session: 'required', refuses: [403] },
    updateCart: {
      summary: 'Change how many of a product my cart holds',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 409, 429],
    },
  },
  wishlist: {
    add: {
      summary: 'Save a product to my wishlist',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 429],
    },
    getWishlistItems: { summary: 'My wishlist', session: 'required', refuses: [403] },
    deleteWishlistItem: {
      summary: 'Take a product off my wishlist',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [429],
    },
    moveToCart: {
      summary: 'Move a product from my wishlist to my cart',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 409, 429],
    },
  },
  addresses: {
    getUserAddresses: { summary: 'My delivery addresses', session: 'required', refuses: [403] },
    addAddress: { summary: 'Add a delivery address', session: 'required', refuses: [409] },
    editAddress: { summary: 'Change a delivery address', session: 'required', refuses: [404, 409] },
    deleteAddress: { summary: 'Remove a delivery address', session: 'required', refuses: [404] },
  },
  orders: {
    // 409 also for the caps on open orders and on units of one product in them; 429 past the orders an hour (decision 098).
    confirmOrder: {
      summary: 'Place an order',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 409, 429],
      conflict: PriceConflictSchema,
      succeeds: [201, 200],
    },
    cancelOrder: {
      summary: 'Cancel an order not yet packed',
      session: 'required',
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    getAllOrders: { summary: 'My orders', session: 'required', refuses: [403] },
    getOrderDetails: { summary: 'One of my orders', session: 'required', refuses: [404] },
  },
  users: {
    getUser: { summary: 'My profile', session: 'required', refuses: [404] },
    editUser: { summary: 'Change my name, e-mail or other phone', session: 'required', refuses: [404] },
    exportData: { summary: 'Download everything the shop keeps about me', session: 'required', refuses: [403, 404] },
    deleteAccount: { summary: 'Delete my account', session: 'required', refuses: [404] },
    setLanguage: { summary: 'Choose the language the shop speaks to me in', session: 'required', refuses: [404] },
  },
  support: {
    messages: {
      summary: 'Write to the shop, with a picture or PDF if needed',
      session: 'optional',
      refuses: [415, 429, 507],
      succeeds: [201],
    },
  },
  newsletter: {
    subscribe: { summary: 'Ask for the newsletter', refuses: [429, 502] },
    confirm: { summary: 'Confirm the newsletter from the mail link', refuses: [429] },
  },
  shop: {
    staffSendOtp: {
      summary: "Send a staff member's sign-in code by SMS (every number gets the same answer; only staff get the SMS)",
      idempotencyKey: 'sign-in',
      refuses: [429, 502],
    },
    staffVerifyOtp: {
      summary: "Check a staff member's code and sign in to the shop (a number that is not staff is a wrong code)",
      idempotencyKey: 'sign-in',
      refuses: [429],
    },
    staffSession: { summary: 'Who is signed in to the shop on this phone, if anyone' },
    staffLogout: { summary: 'Sign out of the shop on this phone' },
    listStaff: { summary: "The shop's staff", staff: ['owner'] },
    addStaff: { summary: 'Add a member of staff by phone number', staff: ['owner'], refuses: [409] },
    removeStaff: {
      summary: 'Remove a member of staff, signing them out at once (never the last owner)',
      staff: ['owner'],
      refuses: [409],
    },
    listRiders: { summary: 'The riders an order can be handed to', staff: ['owner', 'packer'] },
    shopSettings: { summary: "The shop's settings (its UPI id)", staff: ['owner'] },
    updateShopSettings: { summary: "Change the shop's settings", staff: ['owner'] },
    board: {
      summary: 'The order board: one column with every column’s count (a rider: their orders only)',
      staff: ['owner', 'packer', 'rider'],
    },
    staffOrder: {
      summary: 'One order for the staff: pick list by aisle, its steps, the UPI link to collect',
      staff: ['owner', 'packer', 'rider'],
      refuses: [404],
    },
    acceptOrder: {
      summary: 'Accept a new order',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    cancelOrderByShop: {
      summary: 'Cancel an order with a reason, its stock returned',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    changeLine: {
      summary: 'The shop has less of a line (0: not available); the order is priced again',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    packOrder: {
      summary: 'Mark an accepted order packed',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    handToRider: {
      summary: 'Hand a packed order to a rider: out for delivery',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    deliverOrder: {
      summary: 'Delivered and paid at the door, by cash or UPI',
      staff: ['owner', 'rider'],
      idempotencyKey: 'change',
      refuses: [404, 409],
    },
    riderMoney: { summary: 'Each rider’s money today: to collect, collected, cash held', staff: ['owner', 'rider'] },
    cashReceived: {
      summary: 'The owner took a rider’s cash',
      staff: ['owner'],
      idempotencyKey: 'change',
      refuses: [404],
    },
  },
  shopCatalog: {
    findProducts: {
      summary:
        'Find products for the editor by name (English or Hindi, Devanagari too), id or barcode; hidden ones too',
      staff: ['owner', 'packer'],
    },
    editorProduct: { summary: 'One product as the editor changes it', staff: ['owner', 'packer'], refuses: [404] },
    updateProduct: {
      summary:
        'Change a product’s price, MRP, stock, in/out of stock, hiding or low-stock threshold (a packer: the stock only); logged',
      staff: ['owner', 'packer'],
      idempotencyKey: 'change',
      refuses: [403, 404],
    },
    addProduct: {
      summary: 'Add a product, on sale at once; logged',
      staff: ['owner'],
      idempotencyKey: 'change',
      refuses: [409],
      succeeds: [201],
    },
    uploadProductPicture: {
      summary: 'A photo of a product (JPEG, PNG or WebP), kept as the catalog’s WebP without its metadata; logged',
      staff: ['owner'],
      refuses: [404, 413, 415],
    },
    lowStock: {
      summary: 'Products at or under their low-stock threshold, the emptiest first',
      staff: ['owner', 'packer'],
    },
    activityLog: { summary: 'Who changed what in the shop, newest first, 50 at a time', staff: ['owner'] },
  },
  shopCsv: {
    exportCatalog: {
      summary: 'Every product as a CSV file (UTF-8 with a BOM), cells a spreadsheet would run escaped',
      staff: ['owner'],
    },
    importCatalog: {
      summary: 'Prices, stock and new products from an edited CSV: every change and bad line, then all or nothing',
      staff: ['owner'],
      refuses: [409, 413, 415],
    },
  },
  // Decision 113: none of these ever refuses an order; closed or paused, it is taken for when the shop opens.
  shopHours: {
    shopOpen: { summary: 'Whether the shop takes orders now: open, closed until it opens, or paused, with the reason' },
    shopHours: { summary: "The shop's weekly hours, holidays and pause", staff: ['owner'] },
    updateShopHours: { summary: 'Change the weekly hours or the list of holidays', staff: ['owner'] },
    pauseOrders: {
      summary: 'Pause orders for 5 to 480 minutes with a reason shoppers see (orders are still taken, for later)',
      staff: ['owner'],
      idempotencyKey: 'change',
    },
    resumeOrders: { summary: 'End a pause now', staff: ['owner'], idempotencyKey: 'change' },
  },
  push: {
    pushKey: { summary: "The shop's key for Web Push (null when the shop sends none)" },
    pushSubscribe: { summary: "Tell this phone of my orders' news by Web Push", session: 'required' },
    pushUnsubscribe: { summary: 'Stop telling this phone by Web Push', session: 'required' },
  },
} as const satisfies { [Area in keyof Table]: { [Name in keyof Table[Area]]: Description } };
