import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('the test clock flag', () => {
  it('is off unless asked for', () => {
    expect(readConfig({}).isTestClock).toBe(false);
    expect(readConfig({ KINWELL_TEST_CLOCK: 'true' }).isTestClock).toBe(true);
  });

  it('is refused behind https, so it can never reach the people using Kinwell', () => {
    expect(() =>
      readConfig({ KINWELL_TEST_CLOCK: 'true', PUBLIC_URL: 'https://kinwell.example' }),
    ).toThrow(/KINWELL_TEST_CLOCK .* refused when PUBLIC_URL is https/);
  });
});

describe('session limits', () => {
  it('defaults to 30 minutes / 12 hours, 7 / 30 days when remembered, and 15 minutes / 8 hours for staff', () => {
    const { sessionPolicies } = readConfig({});
    expect(sessionPolicies).toEqual({
      standard: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600, persistentCookie: false },
      remembered: {
        idleSeconds: 7 * 86400,
        absoluteSeconds: 30 * 86400,
        persistentCookie: true,
      },
      staff: { idleSeconds: 15 * 60, absoluteSeconds: 8 * 3600, persistentCookie: false },
    });
  });

  it('refuses an idle limit longer than the absolute one, and the replaced variables', () => {
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '900' })).toThrow(
      'SESSION_IDLE_MINUTES must not be longer than SESSION_ABSOLUTE_HOURS',
    );
    expect(() => readConfig({ SESSION_IDLE_DAYS: '7' })).toThrow(/SESSION_REMEMBER_IDLE_DAYS/);
  });
});

describe('the assistant language model', () => {
  it('is off unless both its address and its model are set', () => {
    expect(readConfig({}).assistantModel).toBeUndefined();
    expect(
      readConfig({
        ASSISTANT_MODEL_URL: 'http://localhost:11434/v1/',
        ASSISTANT_MODEL: 'llama3.1:8b',
      }).assistantModel,
    ).toEqual({
      url: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      key: undefined,
      timeoutSeconds: 8,
    });
    expect(
      readConfig({
        ASSISTANT_MODEL_URL: 'https://api.example.com/v1',
        ASSISTANT_MODEL: 'small-model',
        ASSISTANT_MODEL_KEY: 'sk-test',
        ASSISTANT_MODEL_TIMEOUT_SECONDS: '4.5',
      }).assistantModel,
    ).toEqual({
      url: 'https://api.example.com/v1',
      model: 'small-model',
      key: 'sk-test',
      timeoutSeconds: 4.5,
    });
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() => readConfig({ ASSISTANT_MODEL_URL: 'http://localhost:11434/v1' })).toThrow(
      'ASSISTANT_MODEL_URL is set without ASSISTANT_MODEL',
    );
    expect(() => readConfig({ ASSISTANT_MODEL: 'llama3.1:8b' })).toThrow(
      'ASSISTANT_MODEL is set without ASSISTANT_MODEL_URL',
    );
    expect(() => readConfig({ ASSISTANT_MODEL_KEY: 'sk-test' })).toThrow(
      'ASSISTANT_MODEL_KEY is set without ASSISTANT_MODEL_URL and ASSISTANT_MODEL',
    );
  });

  it('refuses an address that is not http(s) and a timeout out of range', () => {
    const model = { ASSISTANT_MODEL: 'm' };
    expect(() => readConfig({ ...model, ASSISTANT_MODEL_URL: 'localhost:11434' })).toThrow(
      /ASSISTANT_MODEL_URL: must be the base URL of an OpenAI-compatible API/,
    );
    expect(() => readConfig({ ...model, ASSISTANT_MODEL_URL: 'ftp://models.example/v1' })).toThrow(
      /ASSISTANT_MODEL_URL/,
    );
    expect(() =>
      readConfig({
        ...model,
        ASSISTANT_MODEL_URL: 'http://localhost:11434/v1',
        ASSISTANT_MODEL_TIMEOUT_SECONDS: '0',
      }),
    ).toThrow(/ASSISTANT_MODEL_TIMEOUT_SECONDS/);
  });
});

describe('trusted proxies', () => {
  it('trusts none unless told, and takes addresses, ranges and names', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(
      readConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8, loopback' }).trustProxy,
    ).toBe('127.0.0.1,10.0.0.0/8,fd00::/8,loopback');
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example', '1', ',']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('billing (Stripe)', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PRICE_ID: 'price_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  it('is off unless configured: a self-hosted installation is free', () => {
    expect(readConfig({}).billing).toBeUndefined();
  });

  it('takes the key, the price and the webhook secret, and another API address for tests', () => {
    expect(readConfig(stripe).billing).toEqual({
      secretKey: 'sk_test_123',
      priceId: 'price_123',
      webhookSecret: 'whsec_123',
      api: undefined,
    });
    expect(
      readConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing?.api,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('refuses to bill without the webhook secret, naming what is missing', () => {
    expect(() => readConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /missing: STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => readConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_API_URL is set without STRIPE_SECRET_KEY/,
    );
  });
});
