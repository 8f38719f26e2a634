import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run'] });
const shots = process.argv.slice(2).map((s) => s.split('|'));
for (const width of [375, 1280]) {
  for (const [path, sel, name] of shots) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`http://localhost:9031${path}`, { waitUntil: 'networkidle' });
    await page.locator(sel).first().screenshot({ path: `/tmp/copyshots/${path.startsWith('/zh') ? 'zh' : 'en'}-${name}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
