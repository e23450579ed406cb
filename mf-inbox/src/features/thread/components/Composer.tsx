import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Textarea } from 'shared-ui/widgets';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface ComposerProps {
  /** Sends the text; resolves true when it went (the box is then emptied), false to keep it. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  /**
   * Why free text is not possible now (the WhatsApp is disconnected, the conversation is outside the
   * 24-hour window), shown in place of the hint; the box keeps what was typed.
   */
  blocked?: ReactNode;
  /** What is offered in place of 'Enviar' (the approved template outside the window). */
  instead?: ReactNode;
}

/**
 * The owner's answer: 'Mensagem' and 'Enviar'. Enter sends, Shift+Enter starts a new line. A send that
 * fails keeps what was typed. Either way the focus goes back to the box.
 */
export function Composer({ onSend, sending, blocked, instead }: ComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  const canSend = !blocked && !sending && text.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    const sent = text;
    // Only what was sent is cleared: a line typed while it was on its way stays.
    if (await onSend(sent)) setText((current) => (current === sent ? '' : current));
    // Back in the box for the next line (a click on 'Enviar' left the focus on a disabled button).
    box.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Responder ao cliente">
      <Textarea
        ref={box}
        label="Mensagem"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={Boolean(blocked)}
        aria-describedby={noteId}
      />
      {/* Beside 'Enviar', what keys do, or why sending is off (said when it changes): it describes the box. */}
      <Footer>
        <span id={noteId} aria-live="polite">
          {blocked ?? 'Enter envia; Shift+Enter quebra a linha.'}
        </span>
        {instead ?? (
          <Button type="submit" disabled={!canSend} busy={sending} busyLabel="Enviando...">
            Enviar
          </Button>
        )}
      </Footer>
    </Form>
  );
}
