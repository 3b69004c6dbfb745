import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';

test.describe('landing page', () => {
  test('is prerendered: the HTML itself carries the product name and headline', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Inkling');
    expect(html).toContain('Capture a thought in seconds.');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('shows the hero with its calls to action and reassurances', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Capture a thought in seconds.',
    );
    await expect(page.getByText('4.8 out of 5')).toBeVisible();
    const hero = page.getByRole('region', { name: /Capture a thought in seconds/ });
    await expect(hero.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(hero.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    for (const text of ['No credit card required', '7-day free trial', 'Cancel anytime']) {
      await expect(hero.getByText(text)).toBeVisible();
    }
  });

  test('switches to dark mode and keeps it after a reload, without a light flash', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: /^Appearance/ });
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('inkling_theme'))).toBe('dark');

    // The head's inline script sets the class before React loads: check the very first HTML paint.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/**');
    await visit(page, '/');
  });

  test('holds every section of the seed, in order, in the prerendered HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const order = [
      'Capture a thought in seconds.',
      'Ask for a document, get a note',
      'Photograph a page, search every word',
      'From a question to a link you can send',
      '5 minutes',
      '10 seconds',
      'Everything a note needs, nothing in the way',
      'Less searching, more doing',
      'Questions, answered',
      'Your next idea deserves a better home',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const step of ['Upload photo', 'Capture notes', 'AI processing', 'Digital note']) {
      expect(html).toContain(step);
    }
    for (const step of ['Ask AI', 'Instant note', 'Share link']) expect(html).toContain(step);
  });

  test('the FAQ opens one item at a time, and the open one collapses', async ({ page }) => {
    await visit(page, '/');
    const items = page.locator('details[id^="item-"]');
    await expect(items).toHaveCount(8);
    const summary = (index: number) => page.locator(`#item-${index} > summary`);
    await summary(0).click();
    await expect(page.locator('#item-0')).toHaveAttribute('open', '');
    await summary(3).click();
    await expect(page.locator('#item-3')).toHaveAttribute('open', '');
    await expect(page.locator('#item-0')).not.toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await summary(3).click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('shows the floating call to action on desktop and never the mobile bar', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(page.getByRole('link', { name: 'Try Inkling free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('region', { name: 'Start your free trial' })).toBeHidden();
  });

  test('on a phone, the sticky sign-up bar appears only past 300 px of scroll', async ({
    browser,
    baseURL,
  }) => {
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await visit(page, '/');
    const bar = page.getByRole('region', { name: 'Start your free trial' });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(200);
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(bar).toContainText('No credit card');
    await expect(bar).toContainText('7-day free trial');
    await expect(bar).toContainText('signed up today');
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await phone.close();
  });

  test('a signed-in visitor to / lands on the dashboard', async ({ page, baseURL }) => {
    await page.goto('/pricing');
    await signUpViaApi(page.request, baseURL ?? '');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('carries valid JSON-LD with the seed’s figures, on the public address', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/')).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
    const byType = (type: string) => blocks.find((block) => block['@type'] === type);
    expect(blocks.map((block) => block['@type']).sort()).toEqual([
      'FAQPage',
      'Organization',
      'SoftwareApplication',
      'VideoObject',
    ]);
    expect(byType('SoftwareApplication')).toMatchObject({
      offers: { price: '1.00', priceCurrency: 'USD', priceValidUntil: '2026-12-31' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 1247 },
    });
    expect(byType('VideoObject')).toMatchObject({ duration: 'PT2M30S' });
    expect((byType('FAQPage')?.mainEntity as unknown[]).length).toBe(8);
    expect(JSON.stringify(blocks)).toContain(`${baseURL}/pricing`);
    expect(html).not.toContain('public-origin.inkling.invalid');
  });

  test('the product tour loads nothing but its poster until play', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/tour\.(webm|mp4)/.test(request.url())) media.push(request.url());
    });
    await visit(page, '/');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /tour-poster/);
    await page.waitForTimeout(500);
    expect(media).toEqual([]);
  });
});
