import { aiProviderConfig } from '../config.ts';
import { builtinWriter } from './builtin-writer.ts';
import type { DescribeRequest } from './describe.ts';
import { openAiProvider } from './openai-client.ts';

export { DescribeRequestSchema } from './describe.ts';

/** A description from the configured AI service, or from the built-in writer when none is configured. */
export async function describeDish(request: DescribeRequest): Promise<{ description: string }> {
  const config = aiProviderConfig();
  const provider = config ? openAiProvider(config) : builtinWriter;
  return { description: await provider.describe(request) };
}
