/**
 * A request whose whole answer has not come in this long counts as lost: nothing is getting through. A dead signal
 * often sends no reset, so without a limit a request would wait for minutes, a page on "Loading…", a change
 * holding up those behind it, and the phone saying nothing. The shop's answers are small: its largest, a
 * category's list, is about 20 KB as sent, a few seconds on 2G. The API client (api-client.ts) and index.html's
 * language loader (scripts/language-packs-plugin.ts) keep it; no import, so the build's plugins can read it too.
 */
export const NO_ANSWER_MS = 20_000;
