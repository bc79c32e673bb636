/** The site's public address: the server's `ilii-public-url` meta tag, else this page's origin. */
export function publicUrl(path: string): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ilii-public-url"]')?.content;
  const origin = (meta || window.location.origin).replace(/\/+$/, '');
  return `${origin}${path}`;
}

/** Copies `text`, falling back to a hidden textarea where the Clipboard API is unavailable (plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}
