import { chromium } from '@playwright/test';
const BASE = 'http://localhost:3204';
const [,, who = 'viewer', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const langs = (process.env.LANGS ?? 'es,en,pt').split(',');
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
for (const lang of langs) for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'platea_lang', value: lang, url: BASE }]);
  if (who !== 'anon') {
    const pw = who === 'producer' ? 'Producer.2026' : who === 'admin' ? 'Admin.2026' : 'Viewer.2026';
    const res = await context.request.post(`${BASE}/api/auth/login`, { data: { email: `${who}@platea.test`, password: pw }, headers: { origin: BASE } });
    if (!res.ok()) throw new Error(await res.text());
  }
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(BASE + path);
    await page.waitForTimeout(Number(process.env.WAIT ?? 800));
    const name = `/tmp/shots/${who}-${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name, page.url());
  }
  await context.close();
}
await browser.close();
