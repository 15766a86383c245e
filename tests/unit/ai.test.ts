import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDescription, writeEnglishDescription } from '../../src/server/ai/builtin-writer.ts';
import { DescribeRequestSchema } from '../../src/server/ai/describe.ts';
import { openAiProvider } from '../../src/server/ai/openai-client.ts';

const request = DescribeRequestSchema.parse({
  item_name: 'Gulai Tunjang',
  category: 'Makanan',
  ingredients: 'kikil sapi, santan, kunyit',
  spice_level: 3,
});

describe('built-in description writer', () => {
  it('writes Indonesian text naming the dish and its ingredients', () => {
    const text = writeDescription(request);
    expect(text).toContain('Gulai Tunjang');
    expect(text).toContain('kikil sapi, santan dan kunyit');
    expect(text).toMatch(/pedas/i);
  });
  it('is deterministic per dish and varies between dishes', () => {
    expect(writeDescription(request)).toBe(writeDescription(request));
    const names = ['Rendang', 'Dendeng Balado', 'Ayam Bakar', 'Gulai Otak', 'Sate Padang', 'Itiak Lado Mudo'];
    const openings = new Set(
      names.map((name) =>
        writeDescription({ ...request, item_name: name })
          .split('.')[0]
          ?.replace(name, ''),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });
  it('never calls a dish with chili in its name or ingredients "tanpa pedas", even with the spice slider at 0', () => {
    const chips = writeDescription(
      DescribeRequestSchema.parse({
        item_name: 'Keripik Balado Cabe Merah',
        category: 'Lainnya',
        spice_level: 0,
      }),
    );
    expect(chips).toContain('Keripik Balado Cabe Merah');
    expect(chips).not.toMatch(/tanpa pedas|tidak pedas/i);
    for (const [item_name, ingredients] of [
      ['Ayam Lado Mudo', ''],
      ['Telur Dadar', 'telur, cabai rawit'],
      ['Ikan Bakar', 'ikan, sambal hijau'],
      ['Dendeng Batokok', 'daging sapi, cabe merah'],
    ] as const) {
      const text = writeDescription(
        DescribeRequestSchema.parse({ item_name, ingredients, category: 'Makanan', spice_level: 0 }),
      );
      expect(text, item_name).not.toMatch(/tanpa pedas|tidak pedas/i);
    }
    // A dish with nothing hot in it may still be called mild.
    const mild = writeDescription(
      DescribeRequestSchema.parse({ item_name: 'Es Tebak', category: 'Minuman', spice_level: 0 }),
    );
    expect(mild).toMatch(/tanpa pedas/);
  });
  it('never mentions allergens or ingredients it was not given', () => {
    const text = writeDescription(
      DescribeRequestSchema.parse({ item_name: 'Es Tebak', category: 'Minuman' }),
    );
    expect(text).not.toMatch(/kacang|susu|telur|udang|gluten|alergen/i);
  });
});

describe('built-in English writer', () => {
  const rendang = DescribeRequestSchema.parse({
    item_name: 'Rendang Daging',
    item_name_en: 'Beef rendang',
    category: 'Makanan',
    ingredients: ['daging sapi', 'santan'],
    contains: ['coconut_milk', 'beef'],
    spice_level: 2,
    language: 'en',
  });

  it('names the dish by both names and says in English what it is made of and how hot it is', () => {
    const text = writeEnglishDescription(rendang);
    expect(text).toContain('Rendang Daging (Beef rendang)');
    expect(text).toContain('It is made with beef and coconut milk.');
    expect(text).toContain('A warm touch of chilli');
    // No Indonesian words of the Indonesian writer.
    expect(text).not.toMatch(/\b(dan|dengan|pedas|santan)\b/);
  });

  it('says nothing of what it is made of when no tag is set, and never calls a chilli dish not spicy', () => {
    const plain = writeEnglishDescription(
      DescribeRequestSchema.parse({ item_name: 'Ayam Lado Mudo', spice_level: 0, language: 'en' }),
    );
    expect(plain).not.toContain('made with');
    expect(plain).not.toMatch(/not spicy/i);
    expect(plain).toContain('Ayam Lado Mudo');
  });

  it('names the English ingredients staff wrote, in preference to the tags', () => {
    const text = writeEnglishDescription(
      DescribeRequestSchema.parse({
        ...rendang,
        ingredients_en: ['Beef', 'coconut milk', 'red chilli', 'galangal'],
      }),
    );
    expect(text).toContain('It is made with beef, coconut milk, red chilli and galangal.');
    expect(text).not.toContain('daging');
  });

  it('refuses English ingredients beyond the Indonesian list’s limits, naming the field', () => {
    const tooMany = DescribeRequestSchema.safeParse({
      item_name: 'Rendang',
      ingredients_en: Array.from({ length: 31 }, (_, n) => `Spice ${n}`),
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.path).toEqual(['ingredients_en']);
    const tooLong = DescribeRequestSchema.safeParse({
      item_name: 'Rendang',
      ingredients_en: ['x'.repeat(81)],
    });
    expect(tooLong.success).toBe(false);
  });

  it('names a dish once when its English name already holds the Indonesian one', () => {
    const text = writeEnglishDescription(
      DescribeRequestSchema.parse({
        item_name: 'Ayam Pop',
        item_name_en: 'Ayam pop (pale fried chicken)',
        language: 'en',
      }),
    );
    expect(text).toMatch(/^Ayam pop \(pale fried chicken\) /);
    expect(text.match(/ayam pop/gi)).toHaveLength(1);
  });
});

describe('OpenAI-compatible client', () => {
  let server: Server;
  let baseUrl: string;
  let lastBody: Record<string, unknown> = {};
  let mode: 'ok' | 'error' | 'garbage' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        lastBody = JSON.parse(body);
        if (req.headers.authorization !== 'Bearer test-key' || req.url !== '/v1/chat/completions') {
          res.writeHead(401).end();
        } else if (mode === 'error') res.writeHead(500).end('boom');
        else if (mode === 'garbage')
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
        else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              choices: [{ message: { content: '  Gulai tunjang yang kenyal dan gurih.  ' } }],
            }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the dish facts and returns the trimmed description', async () => {
    mode = 'ok';
    const provider = openAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model' });
    expect(await provider.describe(request)).toBe('Gulai tunjang yang kenyal dan gurih.');
    expect(lastBody.model).toBe('test-model');
    expect(JSON.stringify(lastBody.messages)).toContain('kikil sapi');
  });

  it('asks for English, with the English name and the tags in English words, when told to write English', async () => {
    mode = 'ok';
    const provider = openAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model' });
    await provider.describe(
      DescribeRequestSchema.parse({
        item_name: 'Gulai Tunjang',
        item_name_en: 'Beef tendon curry',
        contains: ['beef', 'coconut_milk'],
        language: 'en',
      }),
    );
    const messages = lastBody.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.content).toContain('Write in English');
    expect(messages[1]?.content).toContain('English name: Beef tendon curry');
    expect(messages[1]?.content).toContain('Contains: beef, coconut milk');
  });

  it('gives the English ingredients where staff wrote them, else the Indonesian ones as such', async () => {
    mode = 'ok';
    const provider = openAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model' });
    const english = { item_name: 'Gulai Tunjang', ingredients: ['kikil sapi', 'santan'], language: 'en' };
    await provider.describe(
      DescribeRequestSchema.parse({ ...english, ingredients_en: ['beef tendon', 'coconut milk'] }),
    );
    let facts = (lastBody.messages as Array<{ content: string }>)[1]?.content;
    expect(facts).toContain('Ingredients: beef tendon, coconut milk');
    expect(facts).not.toContain('kikil');
    await provider.describe(DescribeRequestSchema.parse(english));
    facts = (lastBody.messages as Array<{ content: string }>)[1]?.content;
    expect(facts).toContain('Ingredients (Indonesian): kikil sapi, santan');
  });
  it('turns a failing or empty answer into a 502 with a clear detail', async () => {
    const provider = openAiProvider({ baseUrl, apiKey: 'test-key', model: 'm' });
    mode = 'error';
    await expect(provider.describe(request)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/500/),
    });
    mode = 'garbage';
    await expect(provider.describe(request)).rejects.toMatchObject({ status: 502 });
    const unreachable = openAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' });
    await expect(unreachable.describe(request)).rejects.toMatchObject({
      status: 502,
      message: 'The AI service could not be reached',
    });
  });
});
