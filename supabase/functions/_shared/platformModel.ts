// The language model every published assistant runs on is the platform's, never the owner's row:
// agent_configs.model, temperature and max_tokens stay as the spec's data, but the workflow takes
// ASSISTANT_MODEL (default gpt-4o-mini), ASSISTANT_TEMPERATURE (0–1, default 0.7) and
// ASSISTANT_MAX_TOKENS (1–4,096, default 1,024) from the functions' environment. n8n evaluates any
// parameter starting with '=' as code in the process that holds every tenant's secrets, and the
// tokens are billed to the platform: a model name outside the allow-list is refused, a number out of
// its range is clamped, and something that is not a number is refused.

export interface PlatformModel {
  /** The model's name as the OpenAI-compatible endpoint knows it. */
  model: string;
  /** 0–1. */
  temperature: number;
  /** 1–4,096 tokens per answer. */
  maxTokens: number;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TEMPERATURE = 0.7;
export const DEFAULT_MAX_TOKENS = 1024;
export const MAX_TEMPERATURE = 1;
export const MAX_TOKENS_LIMIT = 4096;
/** Letters, digits and . _ : / - only, starting with a letter or digit: never '=', '{', a space or a quote. */
export const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

export class PlatformModelError extends Error {}

/** A setting that is absent or blank takes the default. */
const setting = (env: (name: string) => string | undefined, name: string) => {
  const value = env(name)?.trim();
  return value ? value : null;
};

function numberSetting(
  env: (name: string) => string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = setting(env, name);
  if (text === null) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n)) throw new PlatformModelError(`${name} is not a number`);
  return Math.min(max, Math.max(min, n));
}

/** Throws unless every field is within the platform's bounds (the workflow checks what it is given). */
export function assertPlatformModel(llm: PlatformModel): PlatformModel {
  if (typeof llm.model !== 'string' || !MODEL_NAME.test(llm.model)) {
    throw new PlatformModelError('the model name is not allowed');
  }
  if (!(llm.temperature >= 0 && llm.temperature <= MAX_TEMPERATURE)) {
    throw new PlatformModelError('the temperature is out of range');
  }
  if (!Number.isInteger(llm.maxTokens) || llm.maxTokens < 1 || llm.maxTokens > MAX_TOKENS_LIMIT) {
    throw new PlatformModelError('the token limit is out of range');
  }
  return llm;
}

/** The model every assistant is published with; throws PlatformModelError for a setting it refuses. */
export function platformModel(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): PlatformModel {
  const model = setting(env, 'ASSISTANT_MODEL') ?? DEFAULT_MODEL;
  if (!MODEL_NAME.test(model)) throw new PlatformModelError('ASSISTANT_MODEL is not an allowed model name');
  return {
    model,
    temperature: numberSetting(env, 'ASSISTANT_TEMPERATURE', DEFAULT_TEMPERATURE, 0, MAX_TEMPERATURE),
    maxTokens: Math.round(numberSetting(env, 'ASSISTANT_MAX_TOKENS', DEFAULT_MAX_TOKENS, 1, MAX_TOKENS_LIMIT)),
  };
}
