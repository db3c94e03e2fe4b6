/**
 * Personal details as pages reached by an id or a code show them: enough for their owner to
 * recognise, too little for anyone else to use. An id is a capability anyone holding the link
 * has, so what it opens never shows a whole phone or e-mail address.
 */

/** Only the last three digits show. */
export function maskPhone(phone: string): string {
  const visible = phone.slice(-3);
  const hidden = phone.slice(0, -3).replace(/\d/g, '•');
  return `${hidden}${visible}`;
}

/** A hint of a name: its first character, then three dots whatever its length. */
const hint = (name: string) => `${Array.from(name)[0] ?? ''}•••`;

/** The first letters and the top-level domain ("a•••@e•••.fi"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const maskedDomain = dot > 0 ? `${hint(domain.slice(0, dot))}${domain.slice(dot)}` : hint(domain);
  return `${hint(email.slice(0, Math.max(at, 0)))}@${maskedDomain}`;
}
