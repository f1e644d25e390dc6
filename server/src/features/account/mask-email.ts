/**
 * An address partly hidden ('l***@example.com'): enough for its owner to recognise it, not enough for
 * anyone else to write to it. The mail to the old address and the activity log show addresses so.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
