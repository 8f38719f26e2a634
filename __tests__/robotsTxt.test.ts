import { robotsTxt } from '../src/seo/robotsTxt';

/** robots.txt as { directive: [values] }, comments dropped. */
function parse(text: string): Record<string, string[]> {
  const rules: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const match = line.replace(/#.*/, '').match(/^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*$/);
    if (match) (rules[match[1].toLowerCase()] ??= []).push(match[2]);
  }
  return rules;
}

describe('robotsTxt', () => {
  it('lets every crawler in and names the sitemap in production', () => {
    const rules = parse(robotsTxt({ siteUrl: 'https://coach.example.org', indexable: true }));
    expect(rules['user-agent']).toEqual(['*']);
    expect(rules.disallow).toEqual(['']);
    expect(rules.sitemap).toEqual(['https://coach.example.org/sitemap-index.xml']);
  });

  it('shuts every crawler out of previews and names no sitemap', () => {
    const rules = parse(robotsTxt({ siteUrl: 'https://deploy-preview-7--coach.netlify.app', indexable: false }));
    expect(rules['user-agent']).toEqual(['*']);
    expect(rules.disallow).toEqual(['/']);
    expect(rules.sitemap).toBeUndefined();
  });
});
