import type { Mail } from './mailer';

/** What one e-mail says, before it is laid out as plain text and as HTML. */
export interface MailContent {
  to: string;
  subject: string;
  /** The body, one paragraph each; plain text (HTML is escaped). */
  paragraphs: string[];
  /** One button (a link in the text part). */
  action?: { label: string; url: string };
  /** The footer's reason: why this person got this mail ('You follow “Dark mode” on ilii.'). */
  why: string;
  /**
   * A notification's way out: `pageUrl` opens the unsubscribe page (the footer's link), `oneClickUrl`
   * takes the RFC 8058 one-click POST (List-Unsubscribe and List-Unsubscribe-Post headers).
   */
  unsubscribe?: { pageUrl: string; oneClickUrl: string; label: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Lays one e-mail out twice, as plain text and as simple HTML (inline styles only, as mail clients
 * need), with the product's name at the top and a footer saying why it was sent. Links are absolute
 * (`publicUrl`).
 */
export function composeMail(content: MailContent, publicUrl: string): Mail {
  const footer = [
    content.why,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.pageUrl}`] : []),
  ];
  const text = [
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    `ilii · ${publicUrl}`,
    ...footer,
  ].join('\n');

  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#18181b">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const button = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;font-weight:600;font-size:14px;padding:10px 18px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<br><a href="${escapeHtml(content.unsubscribe.pageUrl)}" style="color:#52525b">${escapeHtml(content.unsubscribe.label)}</a>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#18181b"><a href="${escapeHtml(publicUrl)}" style="color:#18181b;text-decoration:none">ilii</a></p>
<div style="background:#ffffff;border:1px solid #e4e4e7;border-radius:16px;padding:24px">
${content.paragraphs.map(paragraph).join('\n')}
${button}
</div>
<p style="margin:16px 4px 0;font-size:12px;line-height:1.5;color:#71717a">${escapeHtml(content.why)}${unsubscribe}</p>
</div></body></html>`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
