import { containsWord } from '../../domain/content/dish-explained.ts';
import { HttpError } from '../http/errors.ts';
import type { DescribeRequest, DescriptionProvider } from './describe.ts';

export const AI_TIMEOUT_MS = 20_000;

const SYSTEM_PROMPT =
  'Anda penulis menu untuk rumah makan Padang. Tulis deskripsi hidangan dalam bahasa Indonesia yang hangat dan ' +
  'menggugah selera, 2-3 kalimat, maksimal 400 karakter. Jangan menyebut bahan atau alergen yang tidak diberikan.';

const ENGLISH_PROMPT =
  'You write the menu of a Padang (Minangkabau) restaurant in Indonesia for visitors who have never eaten ' +
  'the dish. Write in English, warm and concrete, 2-3 sentences, at most 400 characters; keep the Indonesian ' +
  'name of the dish. Do not mention ingredients or allergens you were not given.';

/** The facts of the dish as the service is told them, in the language it is to write in. */
function factsOf(request: DescribeRequest): string[] {
  if (request.language === 'en')
    return [
      `Name: ${request.item_name}`,
      request.item_name_en && `English name: ${request.item_name_en}`,
      request.category && `Menu category: ${request.category}`,
      request.ingredients_en.length > 0
        ? `Ingredients: ${request.ingredients_en.join(', ')}`
        : request.ingredients.length > 0 && `Ingredients (Indonesian): ${request.ingredients.join(', ')}`,
      request.contains.length > 0 &&
        `Contains: ${request.contains.map((tag) => containsWord(tag, 'en').toLowerCase()).join(', ')}`,
      // A level of 0 is often a slider left untouched (a sambal at 0): only a level set is said.
      Boolean(request.spice_level) && `Spice level: ${request.spice_level} of 5`,
      request.current_description && `Indonesian description: ${request.current_description}`,
    ].filter((fact): fact is string => Boolean(fact));
  return [
    `Nama: ${request.item_name}`,
    request.category && `Kategori: ${request.category}`,
    request.ingredients.length > 0 && `Bahan: ${request.ingredients.join(', ')}`,
    request.current_description && `Deskripsi saat ini: ${request.current_description}`,
  ].filter((fact): fact is string => Boolean(fact));
}

/** An OpenAI-compatible chat-completions client. Failures become 502 with a clear detail. */
export function openAiProvider(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
}): DescriptionProvider {
  return {
    async describe(request: DescribeRequest) {
      const facts = factsOf(request);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.7,
            max_tokens: 300,
            messages: [
              { role: 'system', content: request.language === 'en' ? ENGLISH_PROMPT : SYSTEM_PROMPT },
              { role: 'user', content: facts.join('\n') },
            ],
          }),
          signal: AbortSignal.timeout(AI_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new HttpError(
          502,
          timedOut ? 'The AI service did not answer in time' : 'The AI service could not be reached',
        );
      }
      if (!response.ok)
        throw new HttpError(502, `The AI service answered with an error (${response.status})`);
      const body = (await response.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: unknown } }>;
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new HttpError(502, 'The AI service gave no description');
      return content.trim().slice(0, 1000);
    },
  };
}
