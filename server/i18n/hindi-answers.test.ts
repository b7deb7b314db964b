import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPhone, TestBrowser } from '../modules/auth/test-browser';
import { freshProduct } from '../test/shop-data';
import { apiRequest, type Shopper, signedInShopper } from '../test/shopper';
import { openTestShop, type TestShop } from '../test/test-shop';

let shop: TestShop;
let shopper: Shopper;
beforeAll(async () => {
  shop = await openTestShop({ TRUST_PROXY: 'true' });
  shopper = await signedInShopper(shop);
});
afterAll(async () => {
  await shop.close();
});

const HINDI = { 'Accept-Language': 'hi-IN' };

async function messageOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { message?: string }).message;
}
const ENGLISH = { 'Accept-Language': 'en-IN' };

describe('answers in the language the app asks for (Accept-Language)', () => {
  it('an unknown endpoint: Hindi for hi-IN, the same English as ever for en-IN and for no header', async () => {
    const hindi = await apiRequest(shop, 'GET', '/api/nope', undefined, HINDI);
    expect(hindi.status).toBe(404);
    expect(await hindi.json()).toEqual({ success: false, message: 'ऐसा कोई API नहीं है।' });
    expect(hindi.headers.get('Vary')).toContain('Accept-Language');
    for (const headers of [ENGLISH, {}]) {
      const english = await apiRequest(shop, 'GET', '/api/nope', undefined, headers);
      expect(await english.json()).toEqual({ success: false, message: 'No such API endpoint' });
      expect(english.headers.get('Vary')).toContain('Accept-Language');
    }
  });

  it('signed out', async () => {
    const hindi = await apiRequest(shop, 'GET', '/api/user/cart/getCartItems', undefined, HINDI);
    expect(hindi.status).toBe(401);
    expect(await messageOf(hindi)).toBe('आगे बढ़ने के लिए लॉग इन करें।');
    const english = await apiRequest(shop, 'GET', '/api/user/cart/getCartItems');
    expect(await messageOf(english)).toBe('Please sign in to continue');
  });

  it('out of stock, with the product name as printed', async () => {
    const product = await freshProduct(shop, 0);
    const hindi = await shopper.request('POST', '/api/user/cart/add', { productId: product.id }, HINDI);
    expect(hindi.status).toBe(409);
    expect(await messageOf(hindi)).toBe(`${product.name} ख़त्म हो गया है।`);
    const english = await shopper.request('POST', '/api/user/cart/add', { productId: product.id });
    expect(await messageOf(english)).toBe(`${product.name} is out of stock.`);
  });

  it('only a few left, with Hindi plural agreement', async () => {
    const one = await freshProduct(shop, 1);
    const hindi = await shopper.request('POST', '/api/user/cart/add', { productId: one.id, quantity: 5 }, HINDI);
    expect(await messageOf(hindi)).toBe(`${one.name}: सिर्फ़ 1 बचा है।`);
    const three = await freshProduct(shop, 3);
    const more = await shopper.request('POST', '/api/user/cart/add', { productId: three.id, quantity: 5 }, HINDI);
    expect(await messageOf(more)).toBe(`${three.name}: सिर्फ़ 3 बचे हैं।`);
    const english = await shopper.request('POST', '/api/user/cart/add', { productId: three.id, quantity: 5 });
    expect(await messageOf(english)).toBe(`Only 3 of ${three.name} left in stock.`);
  });

  it("a success message the app shows (the contract's English otherwise)", async () => {
    const body = { name: 'Asha Verma', email: 'asha@example.in' };
    const hindi = await shopper.request('PUT', '/api/user/editUser', body, HINDI);
    expect(hindi.status).toBe(200);
    expect(await messageOf(hindi)).toBe('आपकी जानकारी सेव हो गई!');
    expect(hindi.headers.get('Vary')).toContain('Accept-Language');
    const english = await shopper.request('PUT', '/api/user/editUser', body);
    expect(await messageOf(english)).toBe('Profile updated successfully!');
  });

  it("a validation refusal: the summary and the contract's field messages the profile form shows", async () => {
    const body = { name: '', email: 'not-an-address', alternatePhone: '12345' };
    const hindi = await shopper.request('PUT', '/api/user/editUser', body, HINDI);
    expect(hindi.status).toBe(400);
    expect(await hindi.json()).toEqual({
      success: false,
      message: 'यह जानकारी ठीक करें: नाम, ईमेल, दूसरा मोबाइल नंबर',
      errors: {
        name: 'नाम ज़रूरी है।',
        email: 'सही ईमेल पता लिखें।',
        alternatePhone: 'दूसरा मोबाइल नंबर देश के कोड के साथ सही लिखें।',
      },
    });
    const english = await shopper.request('PUT', '/api/user/editUser', body);
    expect(await english.json()).toEqual({
      success: false,
      message: 'Invalid name, email, alternatePhone',
      errors: {
        name: 'name is required',
        email: 'email must be a valid e-mail address',
        alternatePhone: 'alternatePhone must be a valid mobile number with its country code',
      },
    });
  });

  it('rate limited, with the wait in Hindi', async () => {
    const browser = new TestBrowser(shop);
    const phone = randomPhone();
    await browser.sendOtp(phone);
    const hindi = await browser.request('POST', '/api/auth/sendOtp', { phone }, HINDI);
    expect(hindi.status).toBe(429);
    expect(await messageOf(hindi)).toBe('अभी-अभी OTP भेजा गया है। 30 सेकंड बाद फिर कोशिश करें।');
    const english = await browser.request('POST', '/api/auth/sendOtp', { phone });
    expect(await messageOf(english)).toBe('A code was sent a moment ago. Please try again in 30 seconds.');
  });

  it('sends the one-time code by SMS in the language of the request that asked for it', async () => {
    const hindiPhone = randomPhone();
    const englishPhone = randomPhone();
    const hindi = await new TestBrowser(shop).request('POST', '/api/auth/sendOtp', { phone: hindiPhone }, HINDI);
    expect(await messageOf(hindi)).toBe('हमने SMS से 6 अंकों का OTP भेज दिया है।');
    const english = await new TestBrowser(shop).request('POST', '/api/auth/sendOtp', { phone: englishPhone });
    expect(await messageOf(english)).toBe('We have sent a 6-digit code by SMS.');

    const sent = readFileSync(shop.outboxPath, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; code: string; text: string });
    const toHindi = sent.findLast((sms) => sms.to === hindiPhone);
    const toEnglish = sent.findLast((sms) => sms.to === englishPhone);
    expect(toHindi?.text).toBe(`आपका Kirana OTP ${toHindi?.code} है। 5 मिनट में ख़त्म होगा। किसी को न बताएँ।`);
    // One SMS: Devanagari is sent as UCS-2, 70 characters a message.
    expect(toHindi?.text.length).toBeLessThanOrEqual(70);
    expect(toEnglish?.text).toBe(`Your Kirana code is ${toEnglish?.code}. It expires in 5 minutes. Do not share it.`);
  });

  it('keeps concurrent requests each in their own language', async () => {
    const product = await freshProduct(shop, 0);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const headers = index % 2 === 0 ? HINDI : ENGLISH;
        // Through exactlyOnce's transaction too, where the message is made inside a database callback.
        return shopper.request(
          'POST',
          '/api/user/cart/add',
          { productId: product.id },
          {
            ...headers,
            'Idempotency-Key': `lang-${index}`,
          },
        );
      }),
    );
    const messages = await Promise.all(answers.map(messageOf));
    messages.forEach((message, index) => {
      expect(message).toBe(index % 2 === 0 ? `${product.name} ख़त्म हो गया है।` : `${product.name} is out of stock.`);
    });
  });

  it('leaves the catalog answers prepared once exactly as they were: no Vary on the language, the same ETag', async () => {
    const path = '/api/user/product/getCategoryCount';
    const plain = await apiRequest(shop, 'GET', path);
    const hindi = await apiRequest(shop, 'GET', path, undefined, HINDI);
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    expect(hindi.headers.get('Vary')).toBe(plain.headers.get('Vary'));
    expect(hindi.headers.get('Vary') ?? '').not.toContain('Accept-Language');
    expect(await hindi.text()).toBe(await plain.text());
  });
});
