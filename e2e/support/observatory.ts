/**
 * Mozilla HTTP Observatory's published scoring (the MDN Observatory, v2:
 * baseline 100, modifiers per test, bonuses only when the score without them
 * is at least 90), applied to the headers and HTML this site serves. Only
 * the outcomes this site can reach are modelled; anything else counts as a
 * failure with the worst modifier, so the score cannot come out too high.
 * Redirection (HTTP to HTTPS on the same host) is Netlify's and cannot be
 * observed locally: it is scored 0 when Strict-Transport-Security is sent.
 */
export type Rule = { test: string; result: string; modifier: number };

const directivesOf = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), new Set(sources)] as const),
  );

export function observatoryRules(headers: Record<string, string>, html: string): Rule[] {
  const h = (name: string) => headers[name.toLowerCase()];
  const rules: Rule[] = [];

  const csp = h('content-security-policy');
  if (!csp) rules.push({ test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 });
  else {
    const d = directivesOf(csp);
    const get = (name: string) => d.get(name) ?? d.get('default-src') ?? new Set(['*']);
    const unsafe = ["'unsafe-inline'", 'data:', '*', 'https:', 'http:'];
    const script = get('script-src');
    const style = get('style-src');
    const formAction = d.get('form-action');
    if (unsafe.some((s) => script.has(s)) || ['*', 'https:', 'http:'].some((s) => get('object-src').has(s)))
      rules.push({ test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 });
    else if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
      rules.push({ test: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 });
    else if (unsafe.some((s) => style.has(s)))
      rules.push({
        test: 'content-security-policy',
        result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
        modifier: 0,
      });
    else if (
      d.get('default-src')?.size === 1 &&
      d.get('default-src')?.has("'none'") &&
      formAction &&
      (formAction.has("'none'") || formAction.has("'self'"))
    )
      rules.push({
        test: 'content-security-policy',
        result: 'csp-implemented-with-no-unsafe-default-src-none',
        modifier: 10,
      });
    else rules.push({ test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 5 });
  }

  rules.push(
    h('set-cookie')
      ? { test: 'cookies', result: 'cookies-present (not modelled)', modifier: -40 }
      : { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
  );

  const acao = h('access-control-allow-origin');
  rules.push(
    !acao
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
      : { test: 'cross-origin-resource-sharing', result: 'cors present (not modelled)', modifier: -50 },
  );

  const hsts = /max-age=(\d+)/i.exec(h('strict-transport-security') ?? '');
  if (!hsts) rules.push({ test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 });
  else if (Number(hsts[1]) >= 15768000)
    rules.push({
      test: 'strict-transport-security',
      result: 'hsts-implemented-max-age-at-least-six-months',
      modifier: 0,
    });
  else
    rules.push({
      test: 'strict-transport-security',
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    });
  rules.push(
    hsts
      ? { test: 'redirection', result: 'redirection-to-https (Netlify; assumed)', modifier: 0 }
      : { test: 'redirection', result: 'redirection-missing (assumed)', modifier: -20 },
  );

  const referrer = (h('referrer-policy') ?? '').split(',').pop()!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    rules.push({ test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 });
  else if (!referrer) rules.push({ test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 });
  else rules.push({ test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 });

  // Subresource integrity: only external (other-site) scripts need it; same-origin scripts score 0, integrity on them +5.
  const srcs = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((m) => m[0]);
  if (srcs.some((tag) => /src="(https?:)?\/\//.test(tag)))
    rules.push({ test: 'subresource-integrity', result: 'external scripts (not modelled)', modifier: -50 });
  else if (srcs.some((tag) => /\sintegrity=/.test(tag)))
    rules.push({
      test: 'subresource-integrity',
      result: 'sri-implemented-and-all-scripts-loaded-securely',
      modifier: 5,
    });
  else if (/<script/i.test(html))
    rules.push({
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    });
  else rules.push({ test: 'subresource-integrity', result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 });

  rules.push(
    (h('x-content-type-options') ?? '').trim().toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 },
  );

  if (csp && directivesOf(csp).has('frame-ancestors'))
    rules.push({ test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 });
  else if (['deny', 'sameorigin'].includes((h('x-frame-options') ?? '').trim().toLowerCase()))
    rules.push({ test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 });
  else rules.push({ test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 });

  const corp = (h('cross-origin-resource-policy') ?? '').trim().toLowerCase();
  if (corp === 'same-origin' || corp === 'same-site')
    rules.push({ test: 'cross-origin-resource-policy', result: `corp-implemented-with-${corp}`, modifier: 10 });
  else if (!corp) rules.push({ test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 });
  else
    rules.push({
      test: 'cross-origin-resource-policy',
      result: `corp-${corp}`,
      modifier: corp === 'cross-origin' ? 0 : -5,
    });

  return rules;
}

/** Baseline 100; penalties always, bonuses only if the score without them is 90 or more. */
export function observatoryScore(rules: Rule[]): number {
  const penalties = rules.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = rules.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const base = 100 + penalties;
  return Math.max(0, base >= 90 ? base + bonuses : base);
}
