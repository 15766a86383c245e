/** A new entity id: 12 random lowercase letters and digits (safe in blob keys and URLs). */
export function newId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
    if (byte < 252 && out.length < 12) out += alphabet[byte % 36];
  }
  return out.length === 12 ? out : newId();
}

/** Sort key for an entity added now: after everything added before it. */
export const appendPosition = () => Date.now();
