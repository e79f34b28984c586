import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { GIF, HTML, JPEG, PNG, SVG, WEBP, png, postMultipart, whenExpired } from './helpers';

describe('icons and logos', () => {
  let t: TestApp;
  let admin: string;
  const local = (url: string) => url.slice(t.config.publicUrl.length);
  /** Whether the file at `url` is stored (its bytes in the database) and served. */
  const stored = async (url: string) => {
    const row = await t.db
      .selectFrom('files')
      .select('bytes')
      .where('path', '=', local(url).slice('/uploads/'.length))
      .executeTakeFirst();
    return row?.bytes != null && (await t.inject({ method: 'GET', url: local(url) })).status === 200;
  };

  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  describe('GET and POST /api/resources/icons', () => {
    it('lists no icons on a new site', async () => {
      const answer = await t.get('/api/resources/icons', { token: admin });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, []);
    });

    it('stores a PNG under a random name, lists it, and serves it as an image with nosniff', async () => {
      const answer = await postMultipart(t, '/api/resources/icons', { icon: png('../../evil name.png') }, admin);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const url: string = answer.body.icon;
      assert.match(url, new RegExp(`^${t.config.publicUrl}/uploads/icons/[0-9a-f]{32}\\.png$`));
      assert.deepEqual((await t.get('/api/resources/icons', { token: admin })).body, [url]);

      const served = await t.app.inject({ method: 'GET', url: local(url) });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
      assert.deepEqual(served.rawPayload, PNG);
    });

    it('accepts JPEG, GIF and WebP, named and served by what the bytes are', async () => {
      for (const [bytes, extension, type] of [
        [JPEG, 'jpg', 'image/jpeg'],
        [GIF, 'gif', 'image/gif'],
        [WEBP, 'webp', 'image/webp'],
      ] as const) {
        // The declared type is wrong on purpose: only the bytes count.
        const answer = await postMultipart(
          t,
          '/api/resources/icons',
          { icon: { bytes, type: 'image/png', filename: 'x.png' } },
          admin,
        );
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.ok(answer.body.icon.endsWith(`.${extension}`), answer.body.icon);
        const served = await t.inject({ method: 'GET', url: local(answer.body.icon) });
        assert.equal(served.headers['content-type'], type);
      }
      assert.equal((await t.get('/api/resources/icons', { token: admin })).body.length, 4);
    });

    it('refuses SVG, HTML and text disguised as PNG, and stores nothing', async () => {
      const before = (await t.get('/api/resources/icons', { token: admin })).body.length;
      for (const [bytes, filename] of [
        [SVG, 'icon.png'],
        [HTML, 'icon.png'],
        [Buffer.from('just text'), 'icon.png'],
        [PNG.subarray(0, 4), 'icon.png'],
      ] as const) {
        const answer = await postMultipart(
          t,
          '/api/resources/icons',
          { icon: { bytes, type: 'image/png', filename } },
          admin,
        );
        assert.equal(answer.status, 422, filename);
        assert.deepEqual(answer.body.errors, { icon: ['The icon field must be a file of type: png, jpg, gif, webp.'] });
      }
      assert.equal((await t.get('/api/resources/icons', { token: admin })).body.length, before);
      assert.equal((await t.db.selectFrom('files').select('id').where('kind', '=', 'icon').execute()).length, before);
    });

    it('refuses a file declared as something other than an image, a missing file, and an oversized icon', async () => {
      let answer = await postMultipart(
        t,
        '/api/resources/icons',
        { icon: { bytes: SVG, type: 'image/svg+xml', filename: 'a.svg' } },
        admin,
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors), ['icon']);

      answer = await postMultipart(
        t,
        '/api/resources/icons',
        { icon: { bytes: HTML, type: 'text/html', filename: 'a.html' } },
        admin,
      );
      assert.deepEqual(answer.body.errors, { icon: ['The icon field must be an image.'] });

      answer = await postMultipart(t, '/api/resources/icons', { other: 'x' }, admin);
      assert.equal(answer.status, 422);
      assert.ok(answer.body.errors.icon);

      const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
      answer = await postMultipart(
        t,
        '/api/resources/icons',
        { icon: { bytes: big, type: 'image/png', filename: 'big.png' } },
        admin,
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { icon: ['The icon field must not be greater than 512 kilobytes.'] });
    });

    it('refuses the wrong callers', async () => {
      const parent = await t.newParent();
      assert.equal((await t.get('/api/resources/icons')).status, 401);
      assert.equal((await t.get('/api/resources/icons', { token: parent.token })).status, 403);
      assert.equal((await whenExpired(t, () => t.get('/api/resources/icons', { token: admin }))).status, 401);
      assert.equal((await postMultipart(t, '/api/resources/icons', { icon: png() })).status, 401);
      assert.equal((await postMultipart(t, '/api/resources/icons', { icon: png() }, parent.token)).status, 403);
      assert.equal(
        (await whenExpired(t, () => postMultipart(t, '/api/resources/icons', { icon: png() }, admin))).status,
        401,
      );
    });
  });

  describe('POST and DELETE /api/resources/logos', () => {
    it('stores each allowed logo and GET /app lists it', async () => {
      for (const name of ['standard_main_logo', 'standard_nav_logo', 'student_main_logo']) {
        const answer = await postMultipart(t, '/api/resources/logos', { name, logo: png(`${name}.png`) }, admin);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.name, name);
        assert.match(answer.body.url, new RegExp(`^${t.config.publicUrl}/uploads/logos/${name}-[0-9a-f]{16}\\.png$`));
        assert.equal((await t.get('/api/app')).body.logos[name], answer.body.url);
        assert.ok(await stored(answer.body.url));
      }
    });

    it('replaces an existing logo under a new URL and removes the old file', async () => {
      const before = (await t.get('/api/app')).body.logos.standard_main_logo as string;
      const answer = await postMultipart(
        t,
        '/api/resources/logos',
        { name: 'standard_main_logo', logo: { bytes: GIF, type: 'image/gif', filename: 'new.gif' } },
        admin,
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.notEqual(answer.body.url, before);
      assert.ok(answer.body.url.endsWith('.gif'));
      assert.equal((await t.get('/api/app')).body.logos.standard_main_logo, answer.body.url);
      assert.equal(await stored(before), false);
      assert.equal((await t.inject({ method: 'GET', url: local(before) })).status, 404);
      const rows = await t.db
        .selectFrom('files')
        .selectAll()
        .where('kind', '=', 'logo')
        .where('name', '=', 'standard_main_logo')
        .execute();
      assert.equal(rows.length, 1);
    });

    it('knows no student navigation logo nor any other name', async () => {
      for (const name of ['student_nav_logo', 'teacher_main_logo', 'standard_logo', '../icons/x']) {
        const answer = await postMultipart(t, '/api/resources/logos', { name, logo: png() }, admin);
        assert.equal(answer.status, 422, name);
        assert.deepEqual(Object.keys(answer.body.errors), ['name']);
      }
      const deleted = await t.delete('/api/resources/logos/student_nav_logo', { token: admin });
      assert.equal(deleted.status, 422);
      assert.ok(!('student_nav_logo' in (await t.get('/api/app')).body.logos));
    });

    it('refuses a logo that is not a raster image, or too large', async () => {
      let answer = await postMultipart(
        t,
        '/api/resources/logos',
        { name: 'standard_nav_logo', logo: { bytes: SVG, type: 'image/png', filename: 'logo.png' } },
        admin,
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { logo: ['The logo field must be a file of type: png, jpg, gif, webp.'] });

      answer = await postMultipart(
        t,
        '/api/resources/logos',
        {
          name: 'standard_nav_logo',
          logo: { bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), type: 'image/png', filename: 'big.png' },
        },
        admin,
      );
      assert.deepEqual(answer.body.errors, { logo: ['The logo field must not be greater than 1024 kilobytes.'] });

      // Past the server's whole upload limit too: the same 422 under the field, not a 413.
      answer = await postMultipart(
        t,
        '/api/resources/logos',
        {
          name: 'standard_nav_logo',
          logo: {
            bytes: Buffer.concat([PNG, Buffer.alloc(t.config.uploadLimitBytes + 1024)]),
            type: 'image/png',
            filename: 'huge.png',
          },
        },
        admin,
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { logo: ['The logo field must not be greater than 1024 kilobytes.'] });
      answer = await postMultipart(
        t,
        '/api/resources/icons',
        { icon: { bytes: Buffer.alloc(t.config.uploadLimitBytes + 1024), type: 'image/png', filename: 'huge.png' } },
        admin,
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { icon: ['The icon field must not be greater than 512 kilobytes.'] });

      answer = await postMultipart(t, '/api/resources/logos', { name: 'standard_nav_logo' }, admin);
      assert.equal(answer.status, 422);
      assert.ok(answer.body.errors.logo);
    });

    it('deletes a logo, its file, and its entry in GET /app; a second delete is not found', async () => {
      const url = (await t.get('/api/app')).body.logos.student_main_logo as string;
      const answer = await t.delete('/api/resources/logos/student_main_logo', { token: admin });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { success: true });
      assert.ok(!('student_main_logo' in (await t.get('/api/app')).body.logos));
      assert.equal(await stored(url), false);
      assert.equal((await t.inject({ method: 'GET', url: local(url) })).status, 404);

      const again = await t.delete('/api/resources/logos/student_main_logo', { token: admin });
      assert.equal(again.status, 404);
    });

    it('refuses the wrong callers', async () => {
      const parent = await t.newParent();
      const upload = (token?: string) =>
        postMultipart(t, '/api/resources/logos', { name: 'standard_nav_logo', logo: png() }, token);
      assert.equal((await upload()).status, 401);
      assert.equal((await upload(parent.token)).status, 403);
      assert.equal((await whenExpired(t, () => upload(admin))).status, 401);
      const remove = (token?: string) => t.delete('/api/resources/logos/standard_nav_logo', { token });
      assert.equal((await remove()).status, 401);
      assert.equal((await remove(parent.token)).status, 403);
      assert.equal((await whenExpired(t, () => remove(admin))).status, 401);
      assert.ok('standard_nav_logo' in (await t.get('/api/app')).body.logos);
    });
  });
});
