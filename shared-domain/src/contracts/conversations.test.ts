import * as v from 'valibot';
import { conversationsContract, CONVERSATIONS_MESSAGES as m } from './conversations.ts';

const ID = '6f1c2f4e-8a3b-4c5d-9e0f-1a2b3c4d5e6f';
const parse = (body: unknown) => v.safeParse(conversationsContract.request, body);
const firstIssue = (body: unknown) => {
  const issue = parse(body).issues?.[0];
  return issue && [v.getDotPath(issue), issue.message];
};

describe('conversations contract', () => {
  it('takes each action on a conversation id, with the text for enviar', () => {
    expect(parse({ acao: 'enviar', conversa: ID, texto: 'Olá' }).output).toEqual({
      acao: 'enviar',
      conversa: ID,
      texto: 'Olá',
    });
    for (const acao of ['assumir', 'devolver', 'concluir']) expect(parse({ acao, conversa: ID }).success).toBe(true);
  });

  it('reads a text that is not text as none (the function then asks for one)', () => {
    expect(parse({ acao: 'enviar', conversa: ID, texto: 42 }).output).toEqual({ acao: 'enviar', conversa: ID });
  });

  it.each([
    [{ acao: 'apagar', conversa: ID }, 'acao', m.acao],
    [{ conversa: ID }, 'acao', m.acao],
    [{ acao: 'assumir', conversa: 'nao-e-um-id' }, 'conversa', m.conversa],
    [{ acao: 'assumir', conversa: 7 }, 'conversa', m.conversa],
    [null, null, m.acao],
  ])('refuses %j: %s', (body, path, message) => {
    expect(firstIssue(body)).toEqual([path, message]);
  });

  it('answers a refused action as invalid_action and a malformed id as 404, like an unknown one', () => {
    expect(conversationsContract.refusals).toMatchObject({
      acao: { code: 'invalid_action' },
      conversa: { code: 'conversation_not_found', status: 404 },
    });
  });
});
