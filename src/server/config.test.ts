import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('development');
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.useDevMailbox).toBe(true);
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.ILII_EMBEDDINGS_URL).toBeUndefined();
    expect(config.ILII_EMBEDDINGS_MODEL).toBe('text-embedding-3-small');
    expect(config.ILII_MODERATION_URL).toBeUndefined();
  });

  it('names the variable and the value in one line for a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc").'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@b.c, nope' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ ILII_MODERATION_URL: 'ftp://mod.example' })).toThrow(
      /^Invalid configuration: ILII_MODERATION_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('takes a SECRET of at least 32 characters, and never prints one it refuses', () => {
    expect(loadConfig({}).SECRET).toBeUndefined();
    expect(loadConfig({ SECRET: 's'.repeat(32) }).SECRET).toBe('s'.repeat(32));
    expect(() => loadConfig({ SECRET: 'short-secret' })).toThrow(
      new ConfigError('Invalid configuration: SECRET must be at least 32 characters (got 12 characters).'),
    );
  });

  it('parses the admin list and trims the public URL', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com',
      PUBLIC_URL: 'https://ilii.example/',
      SMTP_URL: 'smtp://mail.example:25',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.PUBLIC_URL).toBe('https://ilii.example');
  });

  it('refuses to start in production without SMTP, and uses SMTP when it is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' });
    expect(config.useDevMailbox).toBe(false);
  });

  it('refuses a public address with no SMTP, unless the mailbox is opened or the bind is local', () => {
    const exposed = { PUBLIC_URL: 'https://ilii.example', HOST: '0.0.0.0' };
    expect(() => loadConfig(exposed)).toThrow(
      /PUBLIC_URL is https:\/\/ilii\.example but there is no SMTP_URL.*DEV_MAILBOX=public/,
    );
    expect(loadConfig({ ...exposed, DEV_MAILBOX: 'public' }).DEV_MAILBOX).toBe('public');
    expect(loadConfig({ ...exposed, HOST: '127.0.0.1' }).useDevMailbox).toBe(true);
    expect(loadConfig({ ...exposed, SMTP_URL: 'smtp://mail.example:25' }).useDevMailbox).toBe(false);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: local }).DEV_MAILBOX).toBe('loopback');
    }
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX must be loopback or public/);
  });

  it('reads WEB_CONCURRENCY as a number of workers, auto as one per core', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: ' auto ' }).WEB_CONCURRENCY).toBe(os.availableParallelism());
    for (const bad of ['0', 'x', '-1', '1.5', '2 workers']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(
        new ConfigError(
          `Invalid configuration: WEB_CONCURRENCY must be a whole number of at least 1, or auto (one per core) (got "${bad}").`,
        ),
      );
    }
  });

  it('reads READ_CACHE_MS as the read cache lifetime, 0 for none', () => {
    expect(loadConfig({}).READ_CACHE_MS).toBe(1000);
    expect(loadConfig({ READ_CACHE_MS: '0' }).READ_CACHE_MS).toBe(0);
    for (const bad of ['-1', '1.5', 'off', '60001']) {
      expect(() => loadConfig({ READ_CACHE_MS: bad })).toThrow(
        /^Invalid configuration: READ_CACHE_MS must be /,
      );
    }
  });
});
