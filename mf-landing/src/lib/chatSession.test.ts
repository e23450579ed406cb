import { CHAT_SESSION_KEY, createChatSessionId, ensureChatSessionId } from './chatSession';

describe('chat session id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is web_chat_ followed by the timestamp', () => {
    expect(createChatSessionId(1_700_000_000_123)).toBe('web_chat_1700000000123');
  });

  it('creates and stores an id under chat_session_id when there is none', () => {
    expect(ensureChatSessionId(window.localStorage, 42)).toBe('web_chat_42');
    expect(window.localStorage.getItem(CHAT_SESSION_KEY)).toBe('web_chat_42');
  });

  it('keeps the id already stored', () => {
    window.localStorage.setItem('chat_session_id', 'web_chat_1');
    expect(ensureChatSessionId(window.localStorage, 99)).toBe('web_chat_1');
    expect(window.localStorage.getItem('chat_session_id')).toBe('web_chat_1');
  });

  it('still returns an id when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: jest.fn(),
    };
    expect(ensureChatSessionId(broken, 7)).toBe('web_chat_7');
    expect(ensureChatSessionId(undefined, 8)).toBe('web_chat_8');
  });
});
