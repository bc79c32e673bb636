import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('operations', () => {
  it('answers /healthz while the process runs', async () => {
    const response = await ctx.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await ctx.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const document = await ctx.app.inject('/api/docs/json');
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/paths/resolve');
    const ui = await ctx.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await ctx.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers a bad query with 400 naming the field', async () => {
    const response = await ctx.app.inject('/api/v1/paths/resolve');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields).toHaveProperty('path');
  });

  it('answers malformed JSON with 400, never 5xx', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paths/resolve',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toBeDefined();
  });
});

describe('security and caching headers', () => {
  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await ctx.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the build's precompressed script to a browser that accepts it", async () => {
    const plain = await ctx.app.inject('/assets/app-abc123.js');
    const brotli = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves index.html uncached and hashed assets for a year', async () => {
    const page = await ctx.app.inject('/about');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404', async () => {
    expect((await ctx.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });
});
