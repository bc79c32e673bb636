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
  });

  it('parses the admin list and trims the public URL', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com',
      PUBLIC_URL: 'https://ilii.example/',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.PUBLIC_URL).toBe('https://ilii.example');
  });

  it('refuses to start in production without SMTP, and uses SMTP when it is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' });
    expect(config.useDevMailbox).toBe(false);
  });
});
