import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useMediaLink, useRenewOnError } from '../../hooks/useMediaLink';
import { PlayIcon } from './MediaIcons';

// The button and the player take the same room: opening the audio moves nothing on a phone.
const Slot = styled.div`
  display: flex;
  align-items: center;
  min-height: 40px;
`;

const Audio = styled.audio`
  display: block;
  width: 100%;
  height: 40px;
`;

interface VoicePlayerProps {
  conversationId: string;
  messageId: string;
  /** 'Áudio de <name>'. */
  label: string;
  /** The transcript's id: the voice note's words are its text alternative. */
  describedBy: string | undefined;
}

/**
 * 'Ouvir áudio' asks the function for the voice note's signed URL, then the browser's own player plays
 * it (keyboard and screen readers included). An expired URL is asked again when the player fails on it,
 * and playback goes on where it stopped.
 */
export function VoicePlayer({ conversationId, messageId, label, describedBy }: VoicePlayerProps) {
  const media = useMediaLink(conversationId, messageId);
  const renew = useRenewOnError(media.renew);
  const [listening, setListening] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const resumeAt = useRef(0);
  const url = listening ? media.link?.url : undefined;

  // The button that had the focus is gone: the player takes it.
  useEffect(() => {
    if (listening) audio.current?.focus();
  }, [listening]);

  if (!url) {
    return (
      <Slot>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlayIcon />}
          busy={media.loading}
          onClick={() => void media.get().then((link) => setListening(link !== null))}
        >
          Ouvir áudio
        </Button>
      </Slot>
    );
  }
  return (
    <Slot>
      {/* No captions track: a voice note's text alternative is its transcript, under it (WCAG 1.2.1). */}
      <Audio
        ref={audio}
        src={url}
        controls
        autoPlay
        preload="metadata"
        aria-label={label}
        aria-describedby={describedBy}
        onError={(event) => {
          resumeAt.current = event.currentTarget.currentTime;
          renew();
        }}
        onLoadedMetadata={(event) => {
          if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
          resumeAt.current = 0;
        }}
      />
    </Slot>
  );
}
