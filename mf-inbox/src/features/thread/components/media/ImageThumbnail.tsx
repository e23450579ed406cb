import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import { Dialog, useNearViewport } from 'shared-ui/widgets';
import { useMediaLink, useRenewOnError } from '../../hooks/useMediaLink';

// The thumbnail's room is held while it loads: nothing moves when the picture comes.
const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray[100]};
`;

const Open = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Full = styled.img`
  display: block;
  max-width: 100%;
  max-height: calc(100vh - 160px);
  margin: 0 auto;
  object-fit: contain;
`;

interface ImageThumbnailProps {
  conversationId: string;
  messageId: string;
  /** 'Imagem enviada por <name>' (and the caption). */
  alt: string;
  /** The full-size dialog's title. */
  title: string;
}

/**
 * A picture's thumbnail, from its signed URL (asked once the bubble nears the screen); a click or Enter
 * opens it full size in a dialog ('Fechar', Escape). An expired URL is asked again when it fails.
 */
export function ImageThumbnail({ conversationId, messageId, alt, title }: ImageThumbnailProps) {
  const [frame, near] = useNearViewport<HTMLDivElement>();
  const media = useMediaLink(conversationId, messageId, { load: near });
  const renew = useRenewOnError(media.renew);
  const [open, setOpen] = useState(false);
  const url = media.link?.url;
  return (
    <Frame ref={frame}>
      {url ? (
        <>
          <Open type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <Thumb src={url} alt={alt} onError={renew} />
          </Open>
          <Dialog open={open} onClose={() => setOpen(false)} title={title} maxWidth="min(960px, 100%)">
            <Full src={url} alt={alt} onError={renew} />
          </Dialog>
        </>
      ) : media.failed ? (
        <Button variant="ghost" size="sm" busy={media.loading} onClick={() => void media.renew()}>
          Carregar imagem
        </Button>
      ) : (
        <Spinner label="Carregando imagem..." />
      )}
    </Frame>
  );
}
