import { createHash } from 'node:crypto';

/**
 * The text of every inline <script> and <style> element, up to the first `</script` or `</style`, as raw text,
 * which is what the browser hashes for CSP. Scripts with a src and JSON data blocks need no hash.
 */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const element = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
  for (const [, tag, attributes, content] of html.matchAll(element)) {
    if (tag.toLowerCase() === 'style') {
      styles.push(content);
      continue;
    }
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/(java|ecma)script/.test(type)) continue;
    scripts.push(content);
  }
  return { scripts, styles };
}

/** The CSP hash source of a text: 'sha256-<base64>' of its UTF-8 bytes. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}
