// A local stand-in for an OpenAI-compatible language model, mounted by the gateway at /sandbox/openai:
// POST /v1/chat/completions (Bearer key; JSON, or SSE chunks with `stream: true`, tool calls as
// `tool_calls` deltas, usage when `stream_options.include_usage`), POST /v1/audio/transcriptions
// (transcriptions.ts) and GET /v1/models. It is not a model: it holds the assistant's pt-BR booking
// conversation deterministically (conversation.ts), so the demo and the journeys run real
// conversations through n8n, and "hears" the voice notes the WhatsApp sandboxes were told the words
// of. Point OPENAI_BASE_URL elsewhere for a real model. Under /_control, its own test controls: the
// requests it answered (the model, its limits, the system message and the turn), the transcriptions
// and faults.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { bearerToken, readJsonObject } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { finish, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { VoiceNotes } from '../voiceNotes.ts';
import { nextStep, textOf, type ChatMessage, type Step } from './conversation.ts';
import { OpenAiError } from './errors.ts';
import { transcription, TRANSCRIPTION_MODELS, type TranscriptionRecord } from './transcriptions.ts';

export interface OpenAiSandboxOptions {
  /** The API key it accepts (`Authorization: Bearer …`). */
  apiKey: string;
  /** What the clients' voice notes say, registered by the WhatsApp sandboxes; default: its own. */
  voiceNotes?: VoiceNotes;
}

const MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-3.5-turbo'];
/** How many answered requests /_control/requests (and /_control/transcriptions) keeps. */
const KEEP = 200;

interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { type: string; function?: { name?: string } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

function readRequest(body: Record<string, unknown>): ChatRequest {
  if (typeof body.model !== 'string' || !body.model) {
    throw new OpenAiError(400, 'you must provide a model parameter', 'invalid_request_error');
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    throw new OpenAiError(400, "Invalid value for 'messages': expected a non-empty array.", 'invalid_request_error');
  }
  return body as unknown as ChatRequest;
}

/** A rough token count (about four characters a token), for `usage`. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export function createOpenAiSandbox(options: OpenAiSandboxOptions) {
  const answered: {
    at: string;
    model: string;
    /** max_tokens (or max_completion_tokens) and temperature as sent; null when absent. */
    maxTokens: number | null;
    temperature: number | null;
    stream: boolean;
    /** The system message as it arrived (what the caller's prompt template made of it). */
    system: string | null;
    step: Step;
    last: ChatMessage[];
  }[] = [];
  const transcriptions: TranscriptionRecord[] = [];
  const voiceNotes = options.voiceNotes ?? new VoiceNotes();
  const app = sandboxApp({
    name: 'sandbox/openai',
    faults: new Faults(),
    faultPath: (path) => path.replace(/^\/v1/, ''),
    unavailable: (status) =>
      new OpenAiError(status, 'The server had an error while processing your request.', 'server_error').toResponse(),
    error: (err) => (err instanceof OpenAiError ? err.toResponse() : null),
    internalError: () =>
      new OpenAiError(500, 'The server had an error processing your request.', 'server_error').toResponse(),
  });

  app.get('/_control/requests', (c) => c.json(answered));
  app.get('/_control/transcriptions', (c) => c.json(transcriptions));

  const authorize = (c: Context) => {
    if (!sameSecret(bearerToken(c.req.raw), options.apiKey)) {
      throw new OpenAiError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
  };

  app.get('/v1/models', (c) => {
    authorize(c);
    return c.json({
      object: 'list',
      data: [...MODELS, ...TRANSCRIPTION_MODELS].map((id) => ({
        id,
        object: 'model',
        created: 1_700_000_000,
        owned_by: 'atende-ai-sandbox',
      })),
    });
  });

  // Speech to text (transcriptions.ts): the words the WhatsApp sandboxes registered for the bytes.
  app.post('/v1/audio/transcriptions', async (c) => {
    authorize(c);
    const record: TranscriptionRecord = {
      at: new Date().toISOString(),
      model: null,
      language: null,
      responseFormat: null,
      filename: null,
      bytes: 0,
      sha256: null,
      known: false,
      status: 200,
    };
    transcriptions.push(record);
    if (transcriptions.length > KEEP) transcriptions.shift();
    try {
      return await transcription(c.req.raw, voiceNotes, record);
    } catch (err) {
      record.status = err instanceof OpenAiError ? err.status : 500;
      throw err;
    }
  });

  app.post('/v1/chat/completions', async (c) => {
    authorize(c);
    const body = await readJsonObject(
      c.req.raw,
      () => new OpenAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error'),
    );
    const req = readRequest(body);
    const tools = new Set((req.tools ?? []).map((t) => t.function?.name ?? '').filter(Boolean));
    const step = nextStep(req.messages, tools);
    // The step and the messages it answered since the client's last one: what a test needs to see.
    const last = req.messages.slice(Math.max(0, req.messages.map((m) => m.role).lastIndexOf('user')));
    const system = req.messages.find((m) => m.role === 'system');
    const limit = body.max_tokens ?? body.max_completion_tokens;
    answered.push({
      at: new Date().toISOString(),
      model: req.model,
      maxTokens: typeof limit === 'number' ? limit : null,
      temperature: typeof body.temperature === 'number' ? body.temperature : null,
      stream: Boolean(req.stream),
      system: system ? textOf(system.content) : null,
      step,
      last,
    });
    if (answered.length > KEEP) answered.shift();

    const id = `chatcmpl-${crypto.randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const promptTokens = tokens(req.messages.map((m) => textOf(m.content)).join('\n'));
    const toolCall =
      'call' in step
        ? {
            id: `call_${crypto.randomBytes(12).toString('hex')}`,
            type: 'function' as const,
            function: { name: step.call.name, arguments: JSON.stringify(step.call.args) },
          }
        : null;
    const content = 'reply' in step ? step.reply : null;
    const completionTokens = tokens(content ?? toolCall!.function.arguments);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    const finishReason = toolCall ? 'tool_calls' : 'stop';

    if (!req.stream) {
      return c.json({
        id,
        object: 'chat.completion',
        created,
        model: req.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, ...(toolCall ? { tool_calls: [toolCall] } : {}) },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
      });
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: req.model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      });
    return streamSSE(c, async (sse) => {
      await sse.writeSSE({ data: chunk({ role: 'assistant', content: toolCall ? null : '' }) });
      if (toolCall) {
        await sse.writeSSE({
          data: chunk({
            tool_calls: [
              {
                index: 0,
                id: toolCall.id,
                type: 'function',
                function: { name: toolCall.function.name, arguments: '' },
              },
            ],
          }),
        });
        // The arguments arrive in pieces, as a model streams them (a few large ones: the sandbox stands
        // for a remote service, so it should cost the machine little).
        for (const piece of toolCall.function.arguments.match(/.{1,48}/gs) ?? []) {
          await sse.writeSSE({ data: chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }) });
        }
      } else {
        for (const words of content!.match(/(?:\S+\s*){1,8}/g) ?? [])
          await sse.writeSSE({ data: chunk({ content: words }) });
      }
      await sse.writeSSE({ data: chunk({}, finishReason) });
      if (req.stream_options?.include_usage) {
        await sse.writeSSE({
          data: JSON.stringify({ id, object: 'chat.completion.chunk', created, model: req.model, choices: [], usage }),
        });
      }
      await sse.writeSSE({ data: '[DONE]' });
    });
  });

  finish(app, () =>
    new OpenAiError(
      404,
      'Unknown request URL. Please check the URL for typos.',
      'invalid_request_error',
      'unknown_url',
    ).toResponse(),
  );
  return { app, close: () => {} };
}
