// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTls, parseRedirects, startStaticHost } from './static-host.mjs';

describe('the static host', () => {
  let dir;
  let host;
  const put = (file, text) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const get = async (path) => {
    const response = await fetch(host.url + path);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-host-'));
    put('index.html', 'home');
    put('404.html', 'not found');
    put('admin.html', 'admin');
    put('products/1.html', 'product 1');
    put('products/1/variants/EH-MIR-001-80-OAK.html', 'product 1, 80 cm oak');
    put('products/1/variants/EH/MIR.2.html', 'product 1, a SKU with a slash');
    // The rules the site ships with.
    put('_redirects', readFileSync('public/_redirects', 'utf8'));
    host = await startStaticHost(dir, 0);
  });
  afterAll(async () => {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads query conditions, placeholders and forced rules as Netlify writes them', () => {
    expect(parseRedirects('/products/:id  variant=:variant  /v/:id/:variant.html  200!')).toEqual([
      {
        from: '/products/:id',
        to: '/v/:id/:variant.html',
        status: 200,
        force: true,
        query: [['variant', ':variant']],
      },
    ]);
  });

  it("serves a variant's own page for its address, and the product's page without one", async () => {
    expect(await get('/products/1?variant=EH-MIR-001-80-OAK')).toEqual({
      status: 200,
      text: 'product 1, 80 cm oak',
    });
    expect(await get('/products/1?variant=EH%2FMIR.2')).toEqual({
      status: 200,
      text: 'product 1, a SKU with a slash',
    });
    expect(await get('/products/1')).toEqual({ status: 200, text: 'product 1' });
    // No page for that variant: the product's own page answers (the app shows the variant).
    expect(await get('/products/1?variant=eh-mir-001-80-oak')).toEqual({
      status: 200,
      text: 'product 1',
    });
  });

  it('keeps the admin shell and the 404 page', async () => {
    expect(await get('/admin/products')).toEqual({ status: 200, text: 'admin' });
    expect(await get('/nowhere?variant=X')).toEqual({ status: 404, text: 'not found' });
  });

  it('speaks HTTP/2 over TLS when given a certificate, and stops with a session still open', async () => {
    const tls = localTls();
    const secure = await startStaticHost(dir, 0, { tls });
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(secure.url, { ca: tls.cert });
    const answer = await new Promise((resolve, reject) => {
      const stream = session.request({ ':path': '/products/1' });
      let status = 0;
      let text = '';
      stream.on('response', (headers) => (status = headers[':status']));
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => resolve({ status, text }));
      stream.on('error', reject);
    });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer).toEqual({ status: 200, text: 'product 1' });
    // The client's session is still open: stopping ends it rather than waiting for it.
    const closed = new Promise((resolve) => session.once('close', resolve));
    await secure.stop();
    await closed;
    expect(session.closed).toBe(true);
  });
});
