/** The shop as mails sign off: name, address and phone from the business settings. */
export interface ShopSignature {
  name: string;
  address: string | null;
  phone: string | null;
}

export interface MailContent {
  subject: string;
  /** Short opening line, e.g. "Hola, Ana:". */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The one thing to do, shown as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the signature (the unsubscribe link). */
  footer?: { text: string; url: string };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Spanish plain-text and HTML bodies of one mail, signed with the shop's details. */
export function renderMail(content: MailContent, shop: ShopSignature): { subject: string; text: string; html: string } {
  const contact = [shop.address, shop.phone ? `Tel. ${shop.phone}` : null].filter(Boolean) as string[];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    shop.name,
    ...contact,
    ...(content.footer ? ['', `${content.footer.text}: ${content.footer.url}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f2ec;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(shop.name)}</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7a4b2a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#5c534d">Si el botón no funciona, copia este enlace: ${escapeHtml(content.action.url)}</p>`
    : ''
}
<hr style="border:none;border-top:1px solid #e4ddd3;margin:24px 0">
<p style="font-size:13px;color:#5c534d;margin:0">${[shop.name, ...contact].map(escapeHtml).join('<br>')}</p>
${
  content.footer
    ? `<p style="font-size:12px;color:#5c534d"><a href="${escapeHtml(content.footer.url)}" style="color:#5c534d">${escapeHtml(content.footer.text)}</a></p>`
    : ''
}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
