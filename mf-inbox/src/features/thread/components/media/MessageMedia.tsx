import { DocumentMedia } from './DocumentMedia';
import { ImageMedia } from './ImageMedia';
import type { MediaProps } from './mediaParts';
import { VoiceNote } from './VoiceNote';

/** A message's media in its bubble, by kind: a voice note, a picture, a document. */
export function MessageMedia(props: MediaProps) {
  switch (props.message.midia_tipo) {
    case 'audio':
      return <VoiceNote {...props} />;
    case 'imagem':
      return <ImageMedia {...props} />;
    case 'documento':
      return <DocumentMedia {...props} />;
    default:
      return null;
  }
}
