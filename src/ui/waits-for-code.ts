/**
 * Marks a control that an island rendered at build time disables only because its code has not run yet
 * (React renders it so until hydration). With scripts, `client:firstuse` (src/client/shared/first-use-directive.ts)
 * enables it at once and holds back what it is used for until the island has taken over, which it sees by
 * no control being marked any more; without scripts it stays disabled, so the browser never sends the form
 * itself.
 */
export const WAITS_FOR_CODE = 'data-waits-for-code';
