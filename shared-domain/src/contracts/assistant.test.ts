// The contracts of the assistant's n8n workflow: its reply node (assistant-reply) and its tool nodes
// (assistant-tools).
import * as v from 'valibot';
import { ASSISTANT_REPLY_MESSAGES as r, assistantReplyContract, type AssistantReplyRequest } from './assistantReply.ts';
import { assistantToolsContract, type AssistantToolsRequest } from './assistantTools.ts';

const issueOf = (schema: v.GenericSchema, body: unknown) => {
  const issue = v.safeParse(schema, body).issues?.[0];
  return issue && [v.getDotPath(issue), issue.message];
};

describe('assistant-reply contract', () => {
  it('takes the text (trimmed) and the WhatsApp id’s digits', () => {
    const reply: AssistantReplyRequest = { telefone: '5511987654321@s.whatsapp.net', texto: ' Olá! ' };
    expect(v.parse(assistantReplyContract.request, reply)).toEqual({ chat: '5511987654321', texto: 'Olá!' });
    expect(v.parse(assistantReplyContract.request, { telefone: '+55 (11) 98765-4321', texto: 'x' }).chat).toBe(
      '5511987654321',
    );
  });

  it.each([
    [{ telefone: '5511987654321', texto: '' }, 'texto', r.texto],
    [{ telefone: '5511987654321', texto: '  \n ' }, 'texto', r.texto],
    [{ telefone: '5511987654321' }, 'texto', r.texto],
    [{ telefone: '5511987654321', texto: 42 }, 'texto', r.texto],
    // The text first: a bad number with no text is an empty message.
    [{ telefone: '123' }, 'texto', r.texto],
    [{ texto: 'Olá!' }, 'telefone', r.telefone],
    [{ telefone: '123', texto: 'Olá!' }, 'telefone', r.telefone],
    [{ telefone: '1'.repeat(16), texto: 'Olá!' }, 'telefone', r.telefone],
    [{ telefone: 5511987654321, texto: 'Olá!' }, 'telefone', r.telefone],
    [[], null, r.body],
    ['Olá!', null, r.body],
  ])('refuses %j: %s', (body, path, message) => {
    expect(issueOf(assistantReplyContract.request, body)).toEqual([path, message]);
  });

  it('answers the workflow’s codes: 400 not JSON or empty text, 422 a bad number', () => {
    expect(assistantReplyContract.refusals).toEqual({
      $json: { code: 'invalid_request', message: 'Requisição inválida: o corpo não é JSON' },
      $body: { code: 'invalid_request' },
      texto: { code: 'empty_message' },
      telefone: { code: 'invalid_phone', status: 422 },
    });
  });
});

describe('assistant-tools contract', () => {
  it('takes a tool call', () => {
    const call: AssistantToolsRequest = { tool: 'agendar', telefone: '5511987654321', args: { data: '2030-01-07' } };
    expect(v.parse(assistantToolsContract.request, call)).toEqual(call);
  });

  it('takes any object (the tool, the phone and the arguments are the function’s checks)', () => {
    const call = { tool: 'desconhecida', telefone: 42, args: 'x', extra: true };
    expect(v.parse(assistantToolsContract.request, call)).toEqual(call);
  });

  it.each([[[]], ['agendar'], [null]])('refuses a body that is no object: %j', (body) => {
    expect(issueOf(assistantToolsContract.request, body)).toEqual([null, 'Requisição inválida']);
  });

  it('answers a body that is not JSON with 400, one that is no object with 422', () => {
    expect(assistantToolsContract.refusals).toEqual({
      $json: { code: 'invalid_request', message: 'Requisição inválida: o corpo não é JSON' },
      $body: { code: 'invalid_request', status: 422 },
    });
  });
});
