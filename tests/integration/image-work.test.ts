import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WORK_LIMIT } from '../../src/server/media/image-work.ts';
import { ADMIN_PASSWORD, adminToken, DEFAULT_USERNAME } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';

/** More requests than the server takes at once, running and waiting. */
const BURST = IMAGE_WORK_LIMIT.running + IMAGE_WORK_LIMIT.waiting + 6;

let token: string;

/** A photo cheap to send and costly to process: 4000×4000 pixels of nearly one colour, `seed` making it unique. */
function heavyPhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#8b1a1a' } })
    .composite([
      { input: { create: { width: 8, height: 8, channels: 3, background: '#fff' } }, left: seed * 8, top: 0 },
    ])
    .png()
    .toBuffer();
}

function uploadMedia(data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'berat.png');
  return fetch(new URL('/api/admin/media', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** What a guest and the owner get while the burst runs: a dish read and a login. */
function othersMeanwhile() {
  return Promise.all([
    api('/api/menu/gulai-ikan-kakap'),
    api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: DEFAULT_USERNAME, password: ADMIN_PASSWORD },
    }),
  ]);
}

/** Every answer is a success or an honest 503 with Retry-After and a JSON detail; at least one of each. */
async function expectSomeRefusedHonestly(answers: Response[], success: number[]) {
  const statuses = answers.map((answer) => answer.status);
  for (const status of statuses) expect([...success, 503]).toContain(status);
  expect(statuses.some((status) => success.includes(status))).toBe(true);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toHaveProperty('detail');
  }
}

beforeAll(async () => {
  token = await adminToken();
});

describe('image work beyond what the server does at once', () => {
  it('refuses the uploads it cannot take with 503 and Retry-After; a guest and the owner are still served', async () => {
    const photos = await Promise.all(Array.from({ length: BURST }, (_, seed) => heavyPhoto(seed)));
    const uploads = Promise.all(photos.map(uploadMedia));
    const [dish, login] = await othersMeanwhile();
    const answers = await uploads;
    expect(dish.status).toBe(200);
    expect(login.status).toBe(200);
    await expectSomeRefusedHonestly(answers, [200, 201]);
  });

  it('refuses the transforms it cannot take with 503 and Retry-After; a guest and the owner are still served', async () => {
    const response = await uploadMedia(await heavyPhoto(BURST));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    // A new quality each time: each is new work, none in the cache.
    const transforms = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(new URL(`/.netlify/images?url=${encodeURIComponent(url)}&fm=avif&q=${40 + i}`, baseUrl())),
      ),
    );
    const [dish, login] = await othersMeanwhile();
    const answers = await transforms;
    expect(dish.status).toBe(200);
    expect(login.status).toBe(200);
    await expectSomeRefusedHonestly(answers, [200]);
  });
});
