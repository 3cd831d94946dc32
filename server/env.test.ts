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

describe('the file store', () => {
  const s3 = {
    FILE_STORE: 's3',
    S3_BUCKET: 'kinwell-files',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is the data folder unless FILE_STORE=s3', () => {
    expect(readConfig({}).files).toEqual({ kind: 'disk' });
    expect(readConfig({ FILE_STORE: 'disk' }).files).toEqual({ kind: 'disk' });
    expect(() => readConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE: must be disk or s3/);
  });

  it('takes a bucket on AWS by host name, and another store by path unless told', () => {
    expect(readConfig(s3).files).toEqual({
      kind: 's3',
      s3: {
        bucket: 'kinwell-files',
        region: 'eu-central-1',
        endpoint: undefined,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        prefix: undefined,
      },
    });
    const minio = readConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_PREFIX: 'kinwell',
    });
    expect(minio.files).toMatchObject({
      s3: { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'kinwell' },
    });
    const r2 = readConfig({
      ...s3,
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(r2.files).toMatchObject({ s3: { forcePathStyle: false } });
  });

  it('names every missing S3 setting at start', () => {
    expect(() => readConfig({ FILE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      'FILE_STORE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (missing: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(() => readConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be a URL/,
    );
  });

  it('refuses S3 settings without FILE_STORE=s3, so files never land somewhere unexpected', () => {
    expect(() => readConfig({ S3_BUCKET: 'b', S3_REGION: 'r' })).toThrow(
      'S3_BUCKET, S3_REGION are set but FILE_STORE is not s3',
    );
  });
});

describe('the storage quota of each circle', () => {
  const GB = 1024 * 1024 * 1024;

  it('is 5 GB unless CIRCLE_STORAGE_QUOTA_MB says otherwise (1 MB = 1,048,576 bytes)', () => {
    expect(readConfig({}).circleStorageQuotaBytes).toBe(5 * GB);
    expect(readConfig({ CIRCLE_STORAGE_QUOTA_MB: '' }).circleStorageQuotaBytes).toBe(5 * GB);
    expect(readConfig({ CIRCLE_STORAGE_QUOTA_MB: '20480' }).circleStorageQuotaBytes).toBe(20 * GB);
    expect(readConfig({ CIRCLE_STORAGE_QUOTA_MB: '1' }).circleStorageQuotaBytes).toBe(1024 * 1024);
  });

  it('refuses what is not a whole number of MB from 1 to 1 TB, naming the variable', () => {
    for (const [value, message] of [
      ['5GB', 'must be a whole number of MB'],
      ['2.5', 'must be a whole number of MB'],
      ['0', 'must be at least 1'],
      ['-5', 'must be at least 1'],
      ['2000000', 'must be at most 1048576 (1 TB)'],
    ]) {
      expect(() => readConfig({ CIRCLE_STORAGE_QUOTA_MB: value })).toThrow(
        `CIRCLE_STORAGE_QUOTA_MB: ${message}`,
      );
    }
  });
});
