/**
 * A request whose whole answer has not come in this long counts as lost: a dead signal often sends no reset, so
 * without a limit a page would wait minutes on "Loading…". The largest answer (about 20 KB) takes seconds on 2G.
 * Read by api-client.ts and index.html's language loader; it imports nothing, so the build's plugins can read it.
 */
export const NO_ANSWER_MS = 20_000;
