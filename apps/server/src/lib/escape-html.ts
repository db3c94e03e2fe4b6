const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, between tags or inside a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
