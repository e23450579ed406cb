import { mediaCaption } from '../../utils/mediaText';
import { ImageThumbnail } from './ImageThumbnail';
import { Caption, MediaBlock, Note, type MediaProps } from './mediaParts';

/** A picture: its thumbnail (full size on a click) and its caption under it. */
export function ImageMedia({ message, conversationId, sender }: MediaProps) {
  const caption = mediaCaption(message.body);
  const title = `Imagem enviada por ${sender}`;
  return (
    <MediaBlock $width="240px">
      {message.midia_apagada_em ? (
        <Note>Imagem apagada após o prazo de guarda.</Note>
      ) : message.midia_path ? (
        <ImageThumbnail
          conversationId={conversationId}
          messageId={message.id}
          alt={caption ? `${title}: ${caption}` : title}
          title={title}
        />
      ) : (
        <Note>{message.midia_erro?.trim() || 'Imagem indisponível.'}</Note>
      )}
      {caption && <Caption>{caption}</Caption>}
    </MediaBlock>
  );
}
