// supabase/functions/assistant-tools: the tools of a published assistant (booking, and the hand-off to
// a person), called by its n8n workflow's tool nodes (not by the browser, so not in the registry of
// callFunction()).
import * as v from 'valibot';
import { BODY, NOT_JSON, type FunctionContract } from './contract.ts';

export const ASSISTANT_TOOLS_MESSAGES = Object.freeze({
  body: 'Requisição inválida',
  notJson: 'Requisição inválida: o corpo não é JSON',
});

const m = ASSISTANT_TOOLS_MESSAGES;

/**
 * Only the body's shape is checked here (a JSON object, not an array). The fields' own checks stay in
 * the function (assistant-tools/input.ts), in the order the model's messages depend on: the tool
 * (422 not text, 400 unknown_tool), the client's phone (422), then the tool's arguments (422, or 404
 * for an appointment id that names none).
 */
export const assistantToolsContract = {
  request: v.pipe(
    v.unknown(),
    // An array is an object to valibot, not to the function.
    v.check((body) => !Array.isArray(body), m.body),
    v.looseObject(
      {
        tool: v.optional(v.unknown()),
        telefone: v.optional(v.unknown()),
        args: v.optional(v.unknown()),
      },
      m.body,
    ),
  ),
  refusals: {
    [NOT_JSON]: { code: 'invalid_request', message: m.notJson },
    [BODY]: { code: 'invalid_request', status: 422 },
  },
} satisfies FunctionContract;

/** What a tool node sends: telefone is the WhatsApp sender, filled by the workflow, never by the model. */
export interface AssistantToolsRequest {
  /** One of the catalogue's tools (supabase/functions/_shared/toolCatalog.ts). */
  tool: string;
  telefone: string;
  /** The tool's arguments as the model filled them (absent: none). */
  args?: Record<string, unknown>;
}
