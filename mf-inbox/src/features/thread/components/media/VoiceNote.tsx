import { useId } from 'react';
import styled from 'styled-components';
import { voiceDuration } from '../../utils/mediaText';
import { MicIcon } from './MediaIcons';
import { MediaBlock, Note, type MediaProps } from './mediaParts';
import { VoicePlayer } from './VoicePlayer';

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Duration = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-variant-numeric: tabular-nums;
`;

const Transcript = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.textMuted : 'inherit')};
  font-style: ${({ $failed }) => ($failed ? 'italic' : 'normal')};
`;

/**
 * A voice note: 'Mensagem de voz' and its length, 'Ouvir áudio' (the player once its URL came), and
 * its words ('Transcrição: …'), or why it could not be heard. A deleted audio keeps its words.
 */
export function VoiceNote({ message, conversationId, sender }: MediaProps) {
  const transcriptId = useId();
  const duration = voiceDuration(message.midia_segundos);
  const erro = message.midia_erro?.trim();
  const words = message.transcricao?.trim();
  const transcript = erro ? `Não foi possível transcrever: ${erro}` : words ? `Transcrição: ${words}` : null;
  return (
    <MediaBlock $width="260px">
      <Title>
        <MicIcon />
        <span>Mensagem de voz</span>
        {duration && <Duration dateTime={`PT${Math.round(message.midia_segundos ?? 0)}S`}>{duration}</Duration>}
      </Title>
      {message.midia_apagada_em ? (
        <Note>Áudio apagado após o prazo de guarda.</Note>
      ) : (
        message.midia_path && (
          <VoicePlayer
            conversationId={conversationId}
            messageId={message.id}
            label={`Áudio de ${sender}`}
            describedBy={transcript ? transcriptId : undefined}
          />
        )
      )}
      {transcript && (
        <Transcript id={transcriptId} $failed={Boolean(erro)}>
          {transcript}
        </Transcript>
      )}
    </MediaBlock>
  );
}
